internal import CZlib
import Foundation

/// Writes 8-bit RGBA pixels as a PNG file.
///
/// Internal to OpenCoreGraphics: signature, IHDR (colour type 6, no
/// interlace), one IDAT made with zlib's `compress2` at the chosen level,
/// IEND. Each row gets the PNG filter with the smallest sum of absolute
/// differences (libpng's heuristic) among the candidates for the level:
/// none at level 0; sub and up at levels 1…3 (fast); all five above.
enum PNGEncoder {
    /// Encodes `height` rows of `width` straight RGBA pixels (`bytesPerRow` apart).
    static func encode(
        rgba: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, compressionLevel: Int
    ) -> Data? {
        let level = Swift.min(9, Swift.max(0, compressionLevel))
        let rowLength = width * 4
        let candidates: [Int] = level == 0 ? [0] : level <= 3 ? [1, 2] : [0, 1, 2, 3, 4]
        let zeros = [UInt8](repeating: 0, count: rowLength)
        var filtered = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        filtered.withUnsafeMutableBufferPointer { output in
            var candidate = [UInt8](repeating: 0, count: rowLength)
            candidate.withUnsafeMutableBufferPointer { scratch in
                zeros.withUnsafeBufferPointer { zeroRow in
                    for y in 0..<height {
                        let row = (rgba + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                        let previous = y > 0
                            ? (rgba + (y - 1) * bytesPerRow).assumingMemoryBound(to: UInt8.self) : zeroRow.baseAddress!
                        let out = output.baseAddress! + y * (rowLength + 1)
                        if candidates.count == 1 {
                            out[0] = 0
                            (out + 1).update(from: row, count: rowLength)
                            continue
                        }
                        var bestCost = Int.max
                        for filter in candidates {
                            let cost = applyFilter(
                                filter, row: row, previous: previous, length: rowLength, into: scratch.baseAddress!)
                            if cost < bestCost {
                                bestCost = cost
                                out[0] = UInt8(filter)
                                (out + 1).update(from: scratch.baseAddress!, count: rowLength)
                            }
                        }
                    }
                }
            }
        }
        var compressedLength = compressBound(uLong(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        let status = compressed.withUnsafeMutableBufferPointer { destination in
            filtered.withUnsafeBufferPointer { source in
                compress2(
                    destination.baseAddress, &compressedLength, source.baseAddress, uLong(source.count), Int32(level))
            }
        }
        guard status == Z_OK else { return nil }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, adaptive filters, no interlace.
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", Data(compressed.prefix(Int(compressedLength))), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Applies PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth)
    /// to one row (`previous` is the row above, zeros for the first) and
    /// returns the sum of the filtered bytes' magnitudes as signed values.
    private static func applyFilter(
        _ type: Int, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, length: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let bpp = 4
        var cost = 0
        @inline(__always) func put(_ index: Int, _ value: UInt8) {
            out[index] = value
            cost &+= Int(Int8(bitPattern: value).magnitude)
        }
        switch type {
        case 1:
            for index in 0..<Swift.min(bpp, length) { put(index, row[index]) }
            for index in Swift.min(bpp, length)..<length { put(index, row[index] &- row[index - bpp]) }
        case 2:
            for index in 0..<length { put(index, row[index] &- previous[index]) }
        case 3:
            for index in 0..<Swift.min(bpp, length) { put(index, row[index] &- previous[index] / 2) }
            for index in Swift.min(bpp, length)..<length {
                put(index, row[index] &- UInt8((Int(row[index - bpp]) + Int(previous[index])) / 2))
            }
        case 4:
            for index in 0..<Swift.min(bpp, length) { put(index, row[index] &- paeth(0, previous[index], 0)) }
            for index in Swift.min(bpp, length)..<length {
                put(index, row[index] &- paeth(row[index - bpp], previous[index], previous[index - bpp]))
            }
        default:
            for index in 0..<length { put(index, row[index]) }
        }
        return cost
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func appendChunk(_ type: String, _ data: Data, to png: inout Data) {
        let typeBytes = Array(type.utf8)
        png.appendBigEndian(UInt32(data.count))
        png.append(contentsOf: typeBytes)
        png.append(data)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBytes { bytes in
            crc32(crc, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), uInt(bytes.count))
        }
        png.appendBigEndian(UInt32(crc))
    }
}

extension Data {
    /// Appends a 32-bit big-endian integer.
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
