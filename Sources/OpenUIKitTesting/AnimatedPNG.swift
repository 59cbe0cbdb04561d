internal import CZlib
import Foundation
import OpenUIKit

/// Writes animated PNG (APNG) files: frames of one size, each shown for
/// its own delay, looping.
///
/// Written directly, with no external tool: each frame is encoded by
/// OpenCoreGraphics' PNG encoder (`pngData(compressionLevel:)`) and its
/// compressed image data repackaged — the first frame as the default image
/// (`IDAT`, so viewers without APNG support show it), the others as
/// `fdAT` chunks — behind an `acTL` chunk and one `fcTL` per frame (full
/// frame, no disposal, source blending); chunk CRCs come from zlib.
/// Browsers, ffmpeg and most image viewers play the result.
public enum AnimatedPNG {
    /// The APNG of `frames`, frame `i` shown for `delays[i]` seconds
    /// (missing delays repeat the last; at most 65.535 s, kept to the
    /// millisecond), repeated `loopCount` times (0: forever).
    ///
    /// Returns nil when there are no frames, when they differ in size, or
    /// when encoding fails. `compressionLevel` is zlib's level (0…9).
    public static func data(
        frames: [CGImage], delays: [TimeInterval], loopCount: Int = 0, compressionLevel: Int = 6
    ) -> Data? {
        guard let first = frames.first,
              frames.allSatisfy({ $0.width == first.width && $0.height == first.height })
        else { return nil }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            guard let encoded = frame.pngData(compressionLevel: compressionLevel),
                  let chunks = PNGChunks(encoded) else { return nil }
            if index == 0 {
                append("IHDR", chunks.header, to: &png)
                var control = Data()
                control.appendBigEndian(UInt32(frames.count))
                control.appendBigEndian(UInt32(Swift.max(0, loopCount)))
                append("acTL", control, to: &png)
            }
            let delay = delays.isEmpty ? 0.1 : delays[Swift.min(index, delays.count - 1)]
            let milliseconds = UInt16(Swift.min(65535, Swift.max(0, (delay * 1000).rounded())))
            var frameControl = Data()
            frameControl.appendBigEndian(sequence)
            frameControl.appendBigEndian(UInt32(first.width))
            frameControl.appendBigEndian(UInt32(first.height))
            frameControl.appendBigEndian(0)
            frameControl.appendBigEndian(0)
            frameControl.append(contentsOf: [UInt8(milliseconds >> 8), UInt8(milliseconds & 0xFF), 0x03, 0xE8, 0, 0])
            append("fcTL", frameControl, to: &png)
            sequence += 1
            if index == 0 {
                append("IDAT", chunks.imageData, to: &png)
            } else {
                var frameData = Data()
                frameData.appendBigEndian(sequence)
                frameData.append(chunks.imageData)
                append("fdAT", frameData, to: &png)
                sequence += 1
            }
        }
        append("IEND", Data(), to: &png)
        return png
    }

    /// Appends one chunk: length, type, data, CRC-32 of type and data.
    private static func append(_ type: String, _ data: Data, to png: inout Data) {
        var body = Data(type.utf8)
        body.append(data)
        png.appendBigEndian(UInt32(data.count))
        png.append(body)
        let crc = body.withUnsafeBytes { bytes in
            crc32(0, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), uInt(bytes.count))
        }
        png.appendBigEndian(UInt32(crc))
    }
}

/// The header and the concatenated image data of a PNG file.
struct PNGChunks {
    var header = Data()
    var imageData = Data()

    /// Reads the chunks of `png`; nil when it is not a well-formed PNG.
    init?(_ png: Data) {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return nil
        }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { return nil }
            let body = Data(bytes[offset + 8..<offset + 8 + length])
            if type == "IHDR" { header = body }
            if type == "IDAT" { imageData.append(body) }
            offset += 12 + length
        }
        guard header.count == 13, !imageData.isEmpty else { return nil }
    }
}

extension Data {
    /// Appends a 32-bit big-endian integer.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
