internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension BackdropLayer {
    /// The blur's standard deviation in device pixels for `state` drawn
    /// under `cr`'s current matrix.
    static func deviceSigma(_ state: LayerState, scale: Double) -> Double {
        let radius = state.custom[blurRadiusKey]?.number ?? 0
        return radius.isFinite ? Swift.max(radius, 0) * scale : 0
    }

    /// Replaces the pixels inside the bounds with a blurred copy of them
    /// (read with the blur's reach around them), mixed in at `alpha`,
    /// then fills the bounds with the tint.
    func drawBackdrop(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = matrix.lengthScale
        let sigma = Self.deviceSigma(state, scale: scale)
        let bounds = state.bounds
        if sigma > 0, let target = cairo_get_target(cr), let box = Self.deviceBox(of: bounds, in: cr) {
            let padding = AlphaBlur.padding(forSigma: sigma)
            let width = box.maxX - box.minX + 2 * padding, height = box.maxY - box.minY + 2 * padding
            if let copy = Self.copy(of: target, x: box.minX - padding, y: box.minY - padding, width: width, height: height) {
                AlphaBlur.blur(surface: copy, sigma: sigma)
                cairo_save(cr)
                cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, copy, Double(box.minX - padding), Double(box.minY - padding))
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
                cairo_surface_destroy(copy)
            }
        }
        if case .color(let tint)? = state.custom[Self.tintKey], tint.alpha > 0 {
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * alpha)
            cairo_fill(cr)
        }
    }

    /// The whole device pixels `rect` (user space) covers, within the clip.
    private static func deviceBox(of rect: CGRect, in cr: OpaquePointer) -> PixelRect? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = deviceExtent(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), in: cr)
        let layer = deviceExtent(of: rect, in: cr)
        let box = layer.intersection(clip)
        guard !box.isNull, [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ abs($0) < 1e7 }) else { return nil }
        let pixels = PixelRect(
            minX: Int(box.minX.rounded(.down)), minY: Int(box.minY.rounded(.down)),
            maxX: Int(box.maxX.rounded(.up)), maxY: Int(box.maxY.rounded(.up)))
        return pixels.isEmpty ? nil : pixels
    }

    /// The device-space box of `rect` (user space) under `cr`'s matrix.
    private static func deviceExtent(of rect: CGRect, in cr: OpaquePointer) -> CGRect {
        var box = CGRect.null
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            var x = Double(corner.x), y = Double(corner.y)
            cairo_user_to_device(cr, &x, &y)
            box = box.union(CGRect(x: x, y: y, width: 0, height: 0))
        }
        return box
    }

    /// A new ARGB32 surface holding `target`'s device pixels from (`x`,
    /// `y`), `width` × `height`; pixels beyond the target repeat its edge.
    private static func copy(of target: OpaquePointer, x: Int, y: Int, width: Int, height: Int) -> OpaquePointer? {
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let copyContext = cairo_create(copy)!
        cairo_set_source_surface(copyContext, target, Double(-x), Double(-y))
        cairo_pattern_set_extend(cairo_get_source(copyContext), CAIRO_EXTEND_PAD)
        cairo_set_operator(copyContext, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copyContext)
        cairo_destroy(copyContext)
        return copy
    }
}
