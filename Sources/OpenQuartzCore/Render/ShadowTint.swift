internal import CCairo
import Foundation

/// A blurred shadow mask tinted with one colour: a premultiplied ARGB32
/// image whose every pixel is the colour masked by the mask's pixel, the
/// very values Cairo computes on the fly when it masks the colour.
///
/// Painting it over the destination (`OVER`, whole-pixel offset) gives the
/// same pixels as `cairo_mask_surface` with the colour and the mask, and
/// takes Pixman's faster image-over-image path.
final class ShadowTint {
    /// The largest mask tinted, in pixels (the tint takes four bytes a
    /// pixel; bigger shadows are masked as they are).
    static let maxPixels = 1 << 19
    /// The colour, as given to `cairo_set_source_rgba` (red, green, blue,
    /// alpha; not premultiplied).
    let color: SIMD4<Double>
    /// The tinted image without its fully transparent margins (which
    /// painting leaves unchanged), owned (destroyed with the tint); nil
    /// when every pixel is transparent.
    let surface: OpaquePointer?
    /// Where the image's top-left pixel is in the mask.
    let offset: (x: Int, y: Int)

    /// Tints `mask` (an A8 image surface) with `color`.
    init(mask: OpaquePointer, color: SIMD4<Double>) {
        self.color = color
        let width = Int(cairo_image_surface_get_width(mask)), height = Int(cairo_image_surface_get_height(mask))
        let whole = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(whole) }
        let cr = cairo_create(whole)!
        cairo_set_source_rgba(cr, color[0], color[1], color[2], color[3])
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_destroy(cr)
        cairo_surface_flush(whole)
        guard let data = cairo_image_surface_get_data(whole),
              let box = ShadowTint.opaqueBox(of: data, stride: Int(cairo_image_surface_get_stride(whole)),
                                            width: width, height: height)
        else {
            surface = nil
            offset = (0, 0)
            return
        }
        let trimmed = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))!
        let copy = cairo_create(trimmed)!
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, whole, -Double(box.x), -Double(box.y))
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_flush(trimmed)
        surface = trimmed
        offset = (box.x, box.y)
    }

    /// The bounding box of the pixels that are not fully transparent (not
    /// zero), or nil when there are none.
    private static func opaqueBox(
        of data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            guard let first = (0..<width).first(where: { row[$0] != 0 }) else { continue }
            let last = (first..<width).last(where: { row[$0] != 0 })!
            minX = Swift.min(minX, first)
            maxX = Swift.max(maxX, last)
            minY = Swift.min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }
}
