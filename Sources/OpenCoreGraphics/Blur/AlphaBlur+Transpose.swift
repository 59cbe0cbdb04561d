/// Moving 8 × 8 tiles of an 8-bit plane into and out of the row stage's
/// transposed strip (``AlphaBlur``'s `blurRows`), eight bytes at a time:
/// each tile's eight rows are loaded as 64-bit words, transposed with
/// shifts and masks, and widened to (or narrowed from) 8.8 fixed point
/// eight values at a time. Element by element, the strided stores and
/// loads cost more than the three box passes themselves (half of a
/// shadow blur).
extension AlphaBlur {
    /// The 8 × 8 byte matrix whose word `i` holds row `i` (byte `j`,
    /// counting from the lowest address, is column `j`), transposed:
    /// word `j` then holds column `j`. Three rounds swap 2 × 2 blocks of
    /// bytes, then of 16-bit pairs, then of 32-bit halves.
    @inline(__always)
    static func transposed(_ rows: SIMD8<UInt64>) -> SIMD8<UInt64> {
        var x = rows
        var even = x.evenHalf, odd = x.oddHalf
        let bytes = ((even &>> 8) ^ odd) & 0x00FF_00FF_00FF_00FF
        odd ^= bytes
        even ^= bytes &<< 8
        x.evenHalf = even
        x.oddHalf = odd
        var low = x.lowHalf, high = x.highHalf
        low = swapPairs(low)
        high = swapPairs(high)
        let halves = ((low &>> 32) ^ high) & 0x0000_0000_FFFF_FFFF
        high ^= halves
        low ^= halves &<< 32
        x.lowHalf = low
        x.highHalf = high
        return x
    }

    /// The 16-bit round of ``transposed(_:)`` within four rows: rows 0
    /// and 2, and 1 and 3, swap their 16-bit pairs across the diagonal.
    @inline(__always)
    private static func swapPairs(_ rows: SIMD4<UInt64>) -> SIMD4<UInt64> {
        var first = rows.lowHalf, second = rows.highHalf
        let pairs = ((first &>> 16) ^ second) & 0x0000_FFFF_0000_FFFF
        second ^= pairs
        first ^= pairs &<< 16
        return SIMD4(lowHalf: first, highHalf: second)
    }

    /// Copies the 8 × 8 tile of `plane` (one byte per pixel) at column `x`
    /// of rows `y`…`y + 7` into `strip`, transposed and widened to 8.8
    /// fixed point (`strip[(x + c) · rows + k + i]` is row `y + i`,
    /// column `x + c`; the tile's first row is strip row `k`). Returns the
    /// tile's bytes OR-ed together (zero: the tile is transparent).
    @inline(__always)
    static func loadTile(
        of plane: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, x: Int, y: Int,
        into strip: UnsafeMutablePointer<UInt16>, rows: Int, k: Int
    ) -> UInt64 {
        let source = UnsafeRawPointer(plane + y * bytesPerRow + x)
        var words = SIMD8<UInt64>()
        for i in 0..<8 { words[i] = source.loadUnaligned(fromByteOffset: i * bytesPerRow, as: UInt64.self) }
        let columns = transposed(words)
        for c in 0..<8 {
            let bytes = unsafeBitCast(columns[c], to: SIMD8<UInt8>.self)
            UnsafeMutableRawPointer(strip + (x + c) * rows + k)
                .storeBytes(of: SIMD8<UInt16>(truncatingIfNeeded: bytes) &<< 8, as: SIMD8<UInt16>.self)
        }
        return words[0] | words[1] | words[2] | words[3] | words[4] | words[5] | words[6] | words[7]
    }

    /// The inverse of ``loadTile(of:bytesPerRow:x:y:into:rows:k:)``: the
    /// tile's values in `strip`, rounded to 8 bits (``narrow(_:)``'s
    /// arithmetic) and transposed back into `plane`.
    @inline(__always)
    static func storeTile(
        from strip: UnsafeMutablePointer<UInt16>, rows: Int, k: Int,
        into plane: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, x: Int, y: Int
    ) {
        var columns = SIMD8<UInt64>()
        for c in 0..<8 {
            let values = UnsafeRawPointer(strip + (x + c) * rows + k).loadUnaligned(as: SIMD8<UInt16>.self)
            // 16-bit lanes: a value of 0xFF80 or more wraps to below 0x80,
            // which gives 0 as `narrow`'s 32-bit sum truncated to 8 bits does.
            let bytes = SIMD8<UInt8>(truncatingIfNeeded: (values &+ 128) &>> 8)
            columns[c] = unsafeBitCast(bytes, to: UInt64.self)
        }
        let rowsOfTile = transposed(columns)
        let destination = UnsafeMutableRawPointer(plane + y * bytesPerRow + x)
        for i in 0..<8 { destination.storeBytes(of: rowsOfTile[i], toByteOffset: i * bytesPerRow, as: UInt64.self) }
    }
}
