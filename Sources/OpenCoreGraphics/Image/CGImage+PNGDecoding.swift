internal import CPNG
import Foundation

extension CGImage {
    /// Creates an image by decoding PNG data.
    ///
    /// Decoded with libpng's simplified API into 8-bit sRGB (16-bit images
    /// are reduced, palettes expanded, gamma converted). The result's
    /// ``dataProvider`` holds the decoded pixels, not the PNG bytes:
    /// straight (non-premultiplied) RGBA for images with alpha
    /// (``CGImageAlphaInfo/last``, 32 bits/pixel), RGB for opaque colour
    /// images (24 bits/pixel), and gray or gray + alpha for gray images.
    /// Returns `nil` with a console message when the data is not a PNG or
    /// is corrupt.
    ///
    /// - Parameters:
    ///   - source: A provider holding PNG bytes (Core Graphics reads them
    ///     the same way).
    ///   - decode: As for ``init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)``.
    ///   - shouldInterpolate: Whether drawing the image scaled smooths it
    ///     (kept in ``shouldInterpolate``).
    ///   - intent: Kept in ``renderingIntent``; no colour matching happens.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let png = source.data, let decoded = Self.decodePNG(png) else { return nil }
        let space = decoded.isColor ? CGColorSpace(kind: .sRGB) : CGColorSpace(kind: .genericGrayGamma2_2)
        let alpha: CGImageAlphaInfo = decoded.hasAlpha ? .last : .none
        self.init(
            width: decoded.width, height: decoded.height, bitsPerComponent: 8,
            bitsPerPixel: 8 * decoded.channels, bytesPerRow: decoded.width * decoded.channels,
            space: space, bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue),
            provider: CGDataProvider(data: decoded.pixels), decode: decode,
            shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Pixels decoded from a PNG: 8 bits per channel, rows packed.
    private struct DecodedPNG {
        var width: Int
        var height: Int
        var isColor: Bool
        var hasAlpha: Bool
        var pixels: Data
        var channels: Int { (isColor ? 3 : 1) + (hasAlpha ? 1 : 0) }
    }

    private static func decodePNG(_ png: Data) -> DecodedPNG? {
        let flagAlpha: UInt32 = 0x01, flagColor: UInt32 = 0x02
        return png.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> DecodedPNG? in
            guard let base = buffer.baseAddress, buffer.count > 8 else {
                CGDiagnostics.report("CGImageCreateWithPNGDataProvider: not PNG data.")
                return nil
            }
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, base, buffer.count) != 0 else {
                report(&image)
                png_image_free(&image)
                return nil
            }
            let isColor = image.format & flagColor != 0
            let hasAlpha = image.format & flagAlpha != 0
            // 8-bit sRGB output, colour-mapped images expanded.
            image.format = (isColor ? flagColor : 0) | (hasAlpha ? flagAlpha : 0)
            let width = Int(image.width), height = Int(image.height)
            let channels = (isColor ? 3 : 1) + (hasAlpha ? 1 : 0)
            guard width > 0, height > 0, width <= 32767, height <= 32767 else {
                CGDiagnostics.report("CGImageCreateWithPNGDataProvider: image too large: \(width) x \(height).")
                png_image_free(&image)
                return nil
            }
            var pixels = Data(count: width * height * channels)
            let ok = pixels.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, Int32(width * channels), nil)
            }
            guard ok != 0 else {
                report(&image)
                png_image_free(&image)
                return nil
            }
            png_image_free(&image)
            return DecodedPNG(width: width, height: height, isColor: isColor, hasAlpha: hasAlpha, pixels: pixels)
        }
    }

    private static func report(_ image: inout png_image) {
        let message = withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        CGDiagnostics.report("CGImageCreateWithPNGDataProvider: \(message.isEmpty ? "invalid PNG data" : message).")
    }
}
