internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension Compositor {
    /// Draws a faded layer whose group would be one colour over whole
    /// pixels — a plain, square-cornered background and nothing else (a
    /// dimming view) — as one translucent fill instead of a group, and
    /// says whether it did.
    ///
    /// The fill's colour is the one compositing that group at `opacity`
    /// gives each pixel: the background's premultiplied 8-bit pixel as
    /// Cairo stores it, multiplied by the 8-bit alpha Cairo makes of
    /// `opacity` with pixman's rounding (`MUL_UN8`). Pixman then blends
    /// the fill over each pixel with the same `OVER` it uses for the group,
    /// so the pixels are the group's — at the cost of a fill. Pixels that
    /// later layers paint opaquely (`pass.coveredLater`) are left alone.
    static func fillUniformGroup(of layer: CALayer, state: LayerState, opacity: Double, pass: Pass) -> Bool {
        guard opacity < 1, drawsOneColour(layer, state), let background = state.backgroundColor else { return false }
        let cr = pass.cr
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard let pixels = PixelRect(exactly: state.bounds, under: matrix) else { return false }
        let (red, green, blue, alpha) = groupColor(background, opacity: opacity)
        guard alpha > 0 else { return true }
        var visible = pass.coveredLater.isEmpty ? [pixels] : pixels.subtracting(pass.coveredLater)
        if let pending = pass.pendingCopy, pending.isPending {
            // Black over a snapshot copied back just before: one pass.
            if red == 0, green == 0, blue == 0, let clip = pass.clip {
                visible = pending.fuse(darkening: visible, keep: 255 - alpha, within: clip)
                if visible.isEmpty { return true }
            } else {
                pass.flushPendingCopy()
            }
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for piece in visible {
            cairo_rectangle(cr, Double(piece.minX), Double(piece.minY), Double(piece.maxX - piece.minX), Double(piece.maxY - piece.minY))
        }
        // Components Cairo turns back into exactly these bytes: the middle
        // of each byte's range of 16-bit values, premultiplied by Cairo.
        let a = (Double(alpha) * 256 + 128) / 65535
        func component(_ value: UInt32) -> Double { (Double(value) * 256 + 128) / (Double(alpha) * 256 + 128) }
        cairo_set_source_rgba(cr, component(red), component(green), component(blue), a)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }

    /// Whether `layer` in `state` draws one colour and nothing else: a
    /// visible background with square corners, no border, contents,
    /// drawing of its own, sublayers, mask or transition.
    static func drawsOneColour(_ layer: CALayer, _ state: LayerState) -> Bool {
        layer.stored.sublayerStorage.isEmpty && layer.stored.maskStorage == nil && state.transition == nil
            && state.contents == nil && state.contentsTransition == nil && !layer.drawsOwnContent
            && (state.borderWidth <= 0 || (state.borderColor?.alpha ?? 0) <= 0)
            && (state.cornerRadius <= 0 || state.maskedCorners.isEmpty)
            && (state.backgroundColor?.alpha ?? 0) > 0
    }

    /// Whether `layer` may be drawn by ``fillUniformGroup(of:state:opacity:pass:)``
    /// this frame, judged on its model (its presentation differs only while
    /// it animates): a cheap first look before the pixels later layers
    /// cover are worked out for it.
    static func mayFillUniformly(_ layer: CALayer) -> Bool {
        let model = layer.stored.modelState
        guard !layer.stored.animationEntries.isEmpty || model.opacity < 1 else { return false }
        return !layer.stored.animationEntries.isEmpty || drawsOneColour(layer, model)
    }

    /// The premultiplied 8-bit colour (red, green, blue, alpha) one pixel
    /// of `background`'s group gets when Cairo paints the group with
    /// `opacity` (see ``fillUniformGroup(of:state:opacity:pass:)``).
    static func groupColor(_ background: CGColor, opacity: Double) -> (UInt32, UInt32, UInt32, UInt32) {
        let rgba = background.rgba
        let a = unitInterval(Double(rgba.alpha))
        let pixel = (
            colorShort(unitInterval(Double(rgba.red)) * a) >> 8, colorShort(unitInterval(Double(rgba.green)) * a) >> 8,
            colorShort(unitInterval(Double(rgba.blue)) * a) >> 8, colorShort(a) >> 8)
        // `cairo_paint_with_alpha`: an alpha Cairo counts as opaque paints
        // plainly; any other becomes a solid mask of its 16-bit value's
        // high byte.
        let opaque = opacity >= Double(0xff00) / Double(0xffff)
        let m = opaque ? 255 : colorShort(unitInterval(opacity)) >> 8
        func multiply(_ x: UInt32) -> UInt32 {
            let t = x * m + 0x80
            return ((t >> 8) + t) >> 8
        }
        return (multiply(pixel.0), multiply(pixel.1), multiply(pixel.2), multiply(pixel.3))
    }
}
