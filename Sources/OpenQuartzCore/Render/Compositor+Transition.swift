import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension Compositor {
    /// Replaces the group holding the layer's live drawing with the
    /// transition's composition of the "before" picture and the live one.
    ///
    /// Must be called with the live drawing in the current group; leaves
    /// the composition in a new current group.
    static func drawTransition(_ transition: LayerTransitionState, state: LayerState, pass: Pass) {
        let cr = pass.cr
        let live = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(live) }
        cairo_push_group(cr)
        if state.masksToBounds {
            // A layer that clips its content clips its transition too.
            LayerShape(state).addOutline(to: cr)
            cairo_clip(cr)
        }
        let p = transition.progress
        let bounds = state.bounds
        let effect = transition.effect
        // Unit direction the new content travels along (y down).
        var direction = (x: -1.0, y: 0.0)
        switch effect.subtype {
        case .fromLeft?: direction = (1, 0)
        case .fromTop?: direction = (0, 1)
        case .fromBottom?: direction = (0, -1)
        default: direction = (-1, 0)
        }
        let span = (x: Double(bounds.width) * direction.x, y: Double(bounds.height) * direction.y)
        func drawBefore(dx: Double, dy: Double, alpha: Double, op: cairo_operator_t = CAIRO_OPERATOR_OVER) {
            guard let before = effect.before else { return }
            cairo_save(cr)
            cairo_translate(cr, dx, dy)
            cairo_set_operator(cr, op)
            let pattern = cairo_pattern_create_for_surface(before.cairoSurface)!
            var matrix = cairo_matrix_t()
            let s = Double(effect.beforeScale)
            cairo_matrix_init_scale(&matrix, s, s)
            cairo_matrix_translate(&matrix, -Double(bounds.minX), -Double(bounds.minY))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
            cairo_pattern_destroy(pattern)
            cairo_restore(cr)
        }
        func drawLive(dx: Double, dy: Double, alpha: Double, op: cairo_operator_t = CAIRO_OPERATOR_OVER) {
            cairo_save(cr)
            cairo_set_operator(cr, op)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            // The live group is in device space; shift it by the user-space offset.
            let ddx = matrix.xx * dx + matrix.xy * dy, ddy = matrix.yx * dx + matrix.yy * dy
            var patternMatrix = cairo_matrix_t()
            cairo_matrix_init_translate(&patternMatrix, -ddx, -ddy)
            cairo_pattern_set_matrix(live, &patternMatrix)
            cairo_identity_matrix(cr)
            cairo_set_source(cr, live)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        switch effect.type {
        case .push:
            drawBefore(dx: span.x * p, dy: span.y * p, alpha: 1)
            drawLive(dx: -span.x * (1 - p), dy: -span.y * (1 - p), alpha: 1)
        case .moveIn:
            drawBefore(dx: 0, dy: 0, alpha: 1)
            drawLive(dx: -span.x * (1 - p), dy: -span.y * (1 - p), alpha: 1)
        case .reveal:
            drawLive(dx: 0, dy: 0, alpha: 1)
            drawBefore(dx: span.x * p, dy: span.y * p, alpha: 1)
        default:
            drawBefore(dx: 0, dy: 0, alpha: 1 - p)
            drawLive(dx: 0, dy: 0, alpha: p, op: CAIRO_OPERATOR_ADD)
        }
    }

    /// A picture of the layer as shown now (its body, no shadow), at
    /// ``snapshotScale(for:)``: the "before" of a transition.
    static func snapshot(of layer: CALayer) -> CGImage? {
        guard layer.isCommitted else { return nil }
        let scale = snapshotScale(for: layer)
        let now = CACurrentMediaTime()
        let state = layer.presentationState(atMediaTime: now)
        let width = Int((state.bounds.width * scale).rounded(.up))
        let height = Int((state.bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= 1 << 25 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, -Double(state.bounds.minX), -Double(state.bounds.minY))
        var withoutTransition = state
        withoutTransition.transition = nil
        drawBody(of: layer, state: withoutTransition, localTime: layer.localTime(fromMediaTime: now),
                 pass: Pass(cr: cr, source: .presentation(mediaTime: now)), alpha: 1)
        cairo_destroy(cr)
        return CGImage(cairoSurface: surface)
    }

    /// The scale of a layer's snapshot: the largest `contentsScale` on the
    /// way to the root (views set it to the screen's scale).
    static func snapshotScale(for layer: CALayer) -> CGFloat {
        var scale: CGFloat = 1
        var node: CALayer? = layer
        while let current = node {
            if current.contentsScale.isFinite { scale = Swift.max(scale, current.contentsScale) }
            node = current.superlayer
        }
        return Swift.min(scale, 4)
    }
}
