internal import CCairo
import Foundation

extension CGImage {
    /// The image's pixels as a Cairo image surface (`cairo_surface_t *`,
    /// `CAIRO_FORMAT_ARGB32`, premultiplied, host byte order).
    ///
    /// SPI for the layers above, which composite images with Cairo directly.
    /// The surface is created once with the image and owned by it: do not
    /// draw into it or destroy it; take a reference with
    /// `cairo_surface_reference` to keep it beyond the image's lifetime.
    /// Reading it from several threads at once is safe.
    @_spi(Cairo) public var cairoSurface: OpaquePointer { surface }

    /// Creates an image from a copy of a Cairo image surface's pixels.
    ///
    /// SPI for the layers above. `cairoSurface` must be an image surface in
    /// `CAIRO_FORMAT_ARGB32` (giving `premultipliedFirst` with host-order
    /// 32-bit words), `CAIRO_FORMAT_RGB24` (`noneSkipFirst`, host order) or
    /// `CAIRO_FORMAT_A8` (alpha-only). The surface is flushed first and not
    /// retained. Returns `nil` for other surfaces and for empty ones.
    @_spi(Cairo) public convenience init?(cairoSurface: OpaquePointer) {
        guard cairo_surface_get_type(cairoSurface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(cairoSurface)
        let format = cairo_image_surface_get_format(cairoSurface)
        let width = Int(cairo_image_surface_get_width(cairoSurface))
        let height = Int(cairo_image_surface_get_height(cairoSurface))
        let stride = Int(cairo_image_surface_get_stride(cairoSurface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(cairoSurface) else { return nil }
        let bitmapInfo: CGBitmapInfo
        let bitsPerPixel: Int
        let space: CGColorSpace
        switch format {
        case CAIRO_FORMAT_ARGB32:
            bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host)
            bitsPerPixel = 32
            space = CGColorSpace(kind: .sRGB)
        case CAIRO_FORMAT_RGB24:
            bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue).union(.byteOrder32Host)
            bitsPerPixel = 32
            space = CGColorSpace(kind: .sRGB)
        case CAIRO_FORMAT_A8:
            bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue)
            bitsPerPixel = 8
            space = CGColorSpace(kind: .deviceGray)
        default:
            return nil
        }
        let data = Data(bytes: pixels, count: stride * height)
        self.init(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bytesPerRow: stride,
            space: space, bitmapInfo: bitmapInfo, provider: CGDataProvider(data: data), decode: nil,
            shouldInterpolate: true, intent: .defaultIntent)
    }
}
