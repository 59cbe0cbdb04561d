internal import CCairo
import Foundation

extension CGImage {
    /// The straight (un-premultiplied) sRGB colour of one pixel, row 0 at
    /// the top.
    ///
    /// An OpenCoreGraphics addition for tests and the layers above. Values
    /// come from the drawing copy of the pixels (premultiplied 8-bit), so a
    /// colour given with partial alpha comes back within rounding of what
    /// was stored. Gray images return equal red, green and blue; alpha-only
    /// images return black with their alpha. Coordinates outside the image
    /// return `(0, 0, 0, 0)`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let value = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let a = value >> 24
        let r = PixelLayout.divide((value >> 16) & 0xFF, a)
        let g = PixelLayout.divide((value >> 8) & 0xFF, a)
        let b = PixelLayout.divide(value & 0xFF, a)
        return (UInt8(r), UInt8(g), UInt8(b), UInt8(a))
    }
}
