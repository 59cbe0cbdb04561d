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
    /// The tinted image, owned (destroyed with the tint).
    let surface: OpaquePointer

    /// Tints `mask` (an A8 image surface) with `color`.
    init(mask: OpaquePointer, color: SIMD4<Double>) {
        self.color = color
        surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(mask), cairo_image_surface_get_height(mask))
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, color[0], color[1], color[2], color[3])
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
