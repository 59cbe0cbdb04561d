internal import CZlib
import Foundation

/// Writes 8-bit RGBA pixels as a PNG file.
///
/// Internal to OpenCoreGraphics: signature, IHDR (colour type 6, no
/// interlace), one IDAT made with zlib's `compress2` at the chosen level,
/// IEND; each row gets the PNG filter with the smallest sum of absolute
/// differences (libpng's heuristic), or no filter at level 0.
enum PNGEncoder {
    /// Encodes `height` rows of `width` straight RGBA pixels (`bytesPerRow` apart).
    static func encode(
        rgba: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, compressionLevel: Int
    ) -> Data? {
        let level = Swift.min(9, Swift.max(0, compressionLevel))
        let rowLength = width * 4
        var filtered = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        filtered.withUnsafeMutableBufferPointer { output in
            var candidate = [UInt8](repeating: 0, count: rowLength)
            candidate.withUnsafeMutableBufferPointer { scratch in
                for y in 0..<height {
                    let row = (rgba + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                    let previous = y > 0 ? (rgba + (y - 1) * bytesPerRow).assumingMemoryBound(to: UInt8.self) : nil
                    let out = output.baseAddress! + y * (rowLength + 1)
                    if level == 0 {
                        out[0] = 0
                        (out + 1).update(from: row, count: rowLength)
                        continue
                    }
                    var bestCost = Int.max
                    for filter in 0..<5 {
                        applyFilter(filter, row: row, previous: previous, length: rowLength, into: scratch.baseAddress!)
                        var cost = 0
                        for index in 0..<rowLength { cost += Int(Int8(bitPattern: scratch[index]).magnitude) }
                        if cost < bestCost {
                            bestCost = cost
                            out[0] = UInt8(filter)
                            (out + 1).update(from: scratch.baseAddress!, count: rowLength)
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

    /// Applies PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) to one row.
    private static func applyFilter(
        _ type: Int, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?, length: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let bpp = 4
        for index in 0..<length {
            let x = row[index]
            let a: UInt8 = index >= bpp ? row[index - bpp] : 0
            let b: UInt8 = previous?[index] ?? 0
            let c: UInt8 = index >= bpp ? (previous?[index - bpp] ?? 0) : 0
            switch type {
            case 1: out[index] = x &- a
            case 2: out[index] = x &- b
            case 3: out[index] = x &- UInt8((Int(a) + Int(b)) / 2)
            case 4: out[index] = x &- paeth(a, b, c)
            default: out[index] = x
            }
        }
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
