import Foundation

extension PixelLayout {
    /// Converts rows in this layout into Cairo's premultiplied ARGB32.
    ///
    /// `decode`, when given, maps each stored colour component linearly to
    /// `[decode[2i], decode[2i + 1]]`, as Core Graphics' decode arrays do;
    /// alpha is decoded only for alpha-only layouts (the first pair) or when
    /// the array has a pair beyond the colour components.
    func convertToNative(
        from source: UnsafeRawPointer, sourceBytesPerRow: Int,
        to destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int,
        width: Int, height: Int, decode: [CGFloat]? = nil
    ) {
        if isNativeARGB32, decode == nil {
            for row in 0..<height {
                (destination + row * destinationBytesPerRow)
                    .copyMemory(from: source + row * sourceBytesPerRow, byteCount: width * 4)
            }
            return
        }
        let tables = decode.map { decodeTables($0) }
        for row in 0..<height {
            let input = source + row * sourceBytesPerRow
            let output = (destination + row * destinationBytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = input + x * bytesPerPixel
                var r: UInt32, g: UInt32, b: UInt32
                switch color {
                case .rgb(let ro, let go, let bo):
                    r = UInt32(pixel.load(fromByteOffset: ro, as: UInt8.self))
                    g = UInt32(pixel.load(fromByteOffset: go, as: UInt8.self))
                    b = UInt32(pixel.load(fromByteOffset: bo, as: UInt8.self))
                case .gray(let offset):
                    r = UInt32(pixel.load(fromByteOffset: offset, as: UInt8.self))
                    g = r
                    b = r
                case .none:
                    r = 0
                    g = 0
                    b = 0
                }
                var a: UInt32 = alphaOffset.map { UInt32(pixel.load(fromByteOffset: $0, as: UInt8.self)) } ?? 255
                if let tables {
                    r = tables.color[0][Int(r)]
                    g = tables.color[min(1, tables.color.count - 1)][Int(g)]
                    b = tables.color[min(2, tables.color.count - 1)][Int(b)]
                    if alphaOffset != nil, let alphaTable = tables.alpha { a = alphaTable[Int(a)] }
                }
                if color == .none {
                    // Alpha-only: black, already "premultiplied".
                } else if !isPremultiplied || alphaOffset == nil {
                    r = Self.multiply(r, a)
                    g = Self.multiply(g, a)
                    b = Self.multiply(b, a)
                } else {
                    // Premultiplied input must not exceed alpha.
                    r = Swift.min(r, a)
                    g = Swift.min(g, a)
                    b = Swift.min(b, a)
                }
                output[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// Converts rows of Cairo's premultiplied ARGB32 into this layout.
    ///
    /// Straight-alpha layouts are un-premultiplied; gray takes the luma of
    /// the (sRGB-encoded) colour with Rec. 709 weights; alpha-only keeps alpha.
    func convertFromNative(
        from source: UnsafeRawPointer, sourceBytesPerRow: Int,
        to destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int,
        width: Int, height: Int
    ) {
        if isNativeARGB32 {
            for row in 0..<height {
                (destination + row * destinationBytesPerRow)
                    .copyMemory(from: source + row * sourceBytesPerRow, byteCount: width * 4)
            }
            return
        }
        for row in 0..<height {
            let input = (source + row * sourceBytesPerRow).assumingMemoryBound(to: UInt32.self)
            let output = destination + row * destinationBytesPerRow
            for x in 0..<width {
                let value = input[x]
                let a = value >> 24
                var r = (value >> 16) & 0xFF, g = (value >> 8) & 0xFF, b = value & 0xFF
                if !isPremultiplied, alphaOffset != nil {
                    r = Self.divide(r, a)
                    g = Self.divide(g, a)
                    b = Self.divide(b, a)
                }
                let pixel = output + x * bytesPerPixel
                switch color {
                case .rgb(let ro, let go, let bo):
                    pixel.storeBytes(of: UInt8(r), toByteOffset: ro, as: UInt8.self)
                    pixel.storeBytes(of: UInt8(g), toByteOffset: go, as: UInt8.self)
                    pixel.storeBytes(of: UInt8(b), toByteOffset: bo, as: UInt8.self)
                case .gray(let offset):
                    pixel.storeBytes(of: Self.luma(r, g, b), toByteOffset: offset, as: UInt8.self)
                case .none:
                    break
                }
                if let alphaOffset {
                    pixel.storeBytes(of: UInt8(a), toByteOffset: alphaOffset, as: UInt8.self)
                } else if bytesPerPixel == 4 {
                    // The skipped byte of noneSkip layouts: write 0xFF like Core Graphics.
                    let skip = 6 - (color.offsetSum)
                    pixel.storeBytes(of: 0xFF, toByteOffset: skip, as: UInt8.self)
                }
            }
        }
    }

    /// `c · a / 255`, rounded exactly.
    @inline(__always)
    static func multiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        let t = c * a + 128
        return (t + (t >> 8)) >> 8
    }

    /// `c · 255 / a`, rounded and clamped; 0 when `a` is 0.
    @inline(__always)
    static func divide(_ c: UInt32, _ a: UInt32) -> UInt32 {
        guard a > 0 else { return 0 }
        return Swift.min(255, (c * 255 + a / 2) / a)
    }

    /// Rec. 709 luma of 8-bit values; equal inputs give that value exactly.
    @inline(__always)
    static func luma(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt8 {
        UInt8((r * 13933 + g * 46871 + b * 4732 + 32768) >> 16)
    }

    /// Lookup tables for a decode array: one per colour component, and alpha.
    private func decodeTables(_ decode: [CGFloat]) -> (color: [[UInt32]], alpha: [UInt32]?) {
        func table(_ index: Int) -> [UInt32]? {
            guard decode.count >= 2 * index + 2 else { return nil }
            let low = decode[2 * index], high = decode[2 * index + 1]
            return (0..<256).map { value in
                let mapped = low + CGFloat(value) / 255 * (high - low)
                let clamped = mapped.isNaN ? 0 : Swift.min(1, Swift.max(0, mapped))
                return UInt32((clamped * 255).rounded())
            }
        }
        let identity = (0..<256).map { UInt32($0) }
        let colorCount: Int
        switch color {
        case .rgb: colorCount = 3
        case .gray: colorCount = 1
        case .none: colorCount = 0
        }
        let colorTables = (0..<Swift.max(colorCount, 1)).map { colorCount == 0 ? identity : (table($0) ?? identity) }
        return (colorTables, table(colorCount))
    }
}

extension PixelLayout.Color {
    /// The sum of the colour byte offsets (used to find the skipped byte of
    /// a 4-byte layout: offsets are a permutation of 0…3).
    fileprivate var offsetSum: Int {
        switch self {
        case .rgb(let r, let g, let b): r + g + b
        case .gray(let offset): offset
        case .none: 0
        }
    }
}
