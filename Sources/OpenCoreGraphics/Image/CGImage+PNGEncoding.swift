internal import CCairo
import Foundation

extension CGImage {
    /// The image encoded as a PNG file: 8-bit straight RGBA (colour type 6).
    ///
    /// An OpenCoreGraphics addition (Core Graphics encodes through ImageIO).
    /// Pixels are un-premultiplied; alpha-only images become black with
    /// their alpha. `compressionLevel` is zlib's deflate level, clamped to
    /// 0…9: 0 stores rows unfiltered and uncompressed (fastest, biggest),
    /// 9 compresses hardest; the default 6 is zlib's. Returns `nil` only if
    /// zlib fails.
    public func pngData(compressionLevel: Int = 6) -> Data? {
        let rowLength = width * 4
        var rgba = [UInt8](repeating: 0, count: rowLength * height)
        rgba.withUnsafeMutableBytes { output in
            PixelLayout(bytesPerPixel: 4, color: .rgb(red: 0, green: 1, blue: 2), alphaOffset: 3, isPremultiplied: false)
                .convertFromNative(
                    from: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
                    sourceBytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                    to: output.baseAddress!, destinationBytesPerRow: rowLength, width: width, height: height)
        }
        return rgba.withUnsafeBytes { bytes in
            PNGEncoder.encode(
                rgba: bytes.baseAddress!, width: width, height: height, bytesPerRow: rowLength,
                compressionLevel: compressionLevel)
        }
    }
}
