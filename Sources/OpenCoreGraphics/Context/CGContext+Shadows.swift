internal import CCairo
import Foundation

extension CGContext {
    /// Turns on a shadow for everything drawn afterwards, in the given colour.
    ///
    /// The shadow is the drawing's alpha, blurred, offset and painted in
    /// `color` underneath it, with the same blend mode and clip. `offset`
    /// and `blur` are in base space: device pixels, unaffected by the CTM,
    /// as Core Graphics documents. As on iOS (since 3.2), a positive
    /// `offset.height` moves the shadow down the bitmap (towards its last
    /// row) whatever the CTM; macOS moves it up. `blur` is mapped to a
    /// Gaussian of standard deviation `blur / 2`, approximated by three box
    /// blurs (`AlphaBlur`); Core Graphics' exact kernel is undocumented.
    /// Part of the graphics state.
    ///
    /// Each drawing is rendered into a Cairo group first (so its shadow can
    /// be taken from its alpha) and the group is composited with the blend
    /// mode. With blend modes Cairo applies outside the shape — copy, clear,
    /// sourceIn, sourceOut, destinationIn, destinationAtop — that composite
    /// affects the whole clip area, unlike Core Graphics.
    ///
    /// Non-finite offsets or blur are ignored (the previous shadow stays).
    ///
    /// - Parameters:
    ///   - offset: The shadow's displacement in device pixels; a positive
    ///     `height` moves it down the bitmap.
    ///   - blur: How soft the shadow is, in device pixels; negative counts
    ///     as 0 (a sharp shadow).
    ///   - color: The shadow's colour; `nil`, or a colour with zero alpha,
    ///     turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else { return }
        guard let color else {
            gstate.shadow = nil
            return
        }
        gstate.shadow = GraphicsState.Shadow(offset: offset, blur: Swift.max(0, blur), color: color)
    }

    /// Turns on a shadow in black with 1/3 alpha, Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Draws `draw` into a group, then its blurred, offset shadow and the
    /// group itself with `op`.
    func renderWithShadow(_ shadow: GraphicsState.Shadow, operator op: cairo_operator_t, _ draw: (cairo_operator_t) -> Void) {
        let clip = cairoClipExtents()
        guard !clip.isEmpty else { return }
        let sigma = Double(shadow.blur) / 2
        let pad = CGFloat(AlphaBlur.padding(forSigma: sigma))
        // iOS base space: positive heights go down the bitmap, which is Cairo's +y.
        let dx = shadow.offset.width, dy = shadow.offset.height
        // Content anywhere in `region` can show in the clip itself or cast a shadow into it.
        let region = clip.union(clip.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -pad, dy: -pad)).integral
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_rectangle(cr, Double(region.minX), Double(region.minY), Double(region.width), Double(region.height))
        cairo_clip(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
        draw(CAIRO_OPERATOR_OVER)
        cairo_identity_matrix(cr)
        let content = cairo_pop_group(cr)!
        cairo_restore(cr)
        defer { cairo_pattern_destroy(content) }

        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(content, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
            cairo_surface_get_type(groupSurface) == CAIRO_SURFACE_TYPE_IMAGE
        else {
            paint(content, operator: op)
            return
        }
        cairo_surface_flush(groupSurface)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
        let width = cairo_image_surface_get_width(groupSurface), height = cairo_image_surface_get_height(groupSurface)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        defer { cairo_surface_destroy(mask) }
        if let from = cairo_image_surface_get_data(groupSurface), let to = cairo_image_surface_get_data(mask) {
            let fromStride = Int(cairo_image_surface_get_stride(groupSurface))
            let toStride = Int(cairo_image_surface_get_stride(mask))
            let alphaByte = UInt32(1).littleEndian == 1 ? 3 : 0
            for y in 0..<Int(height) {
                let input = from + y * fromStride + alphaByte
                let output = to + y * toStride
                for x in 0..<Int(width) { output[x] = input[4 * x] }
            }
            cairo_surface_mark_dirty(mask)
            AlphaBlur.blur(surface: mask, sigma: sigma)
        }
        let rgba = shadow.color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, op)
        cairo_set_source_rgba(cr, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
        cairo_mask_surface(cr, mask, -offsetX + Double(dx), -offsetY + Double(dy))
        cairo_restore(cr)
        paint(content, operator: op)
    }

    /// Paints a pattern made in device space with `op`.
    private func paint(_ pattern: OpaquePointer, operator op: cairo_operator_t) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, op)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
