internal import CCairo
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
        case .flip, .pageCurl, .pageUnCurl:
            drawTurning(effect, progress: p, bounds: bounds, live: live, cr: cr)
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

    /// The 3D transitions: `oglFlip` turns the old picture away about the
    /// centre and the new one in (perspective: eye at twice the width);
    /// `pageCurl` lifts the old picture about its top edge, revealing the new
    /// one; `pageUnCurl` lowers the new picture over the old. The curls are
    /// a rigid turn about the top edge — an approximation of UIKit's
    /// bending page, which the compositor cannot draw.
    static func drawTurning(
        _ effect: CompiledAnimation.TransitionEffect, progress p: Double, bounds: CGRect, live: OpaquePointer,
        cr: OpaquePointer
    ) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let device = Homography(cairo: ctm)
        let eye = 2 * Double(Swift.max(bounds.width, bounds.height, 1))
        func turn(angle: Double, axis: (CGFloat, CGFloat, CGFloat), pivot: CGPoint) -> Homography {
            var t = CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0)
            t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(angle), axis.0, axis.1, axis.2))
            var perspective = CATransform3DIdentity
            perspective.m34 = CGFloat(-1 / eye)
            t = CATransform3DConcat(t, perspective)
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
            return Homography(t).concatenating(device)
        }
        func drawBefore(_ map: Homography) {
            guard let before = effect.before else { return }
            let s = effect.beforeScale
            let toSource = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
                .concatenating(CGAffineTransform(scaleX: s, y: s))
            drawWarped(before.cairoSurface, localToSource: toSource, localExtent: bounds, toDevice: map, cr: cr)
        }
        func drawLive(_ map: Homography) {
            var surface: OpaquePointer?
            guard cairo_pattern_get_surface(live, &surface) == CAIRO_STATUS_SUCCESS, let surface,
                  cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
            cairo_surface_flush(surface)
            var offsetX = 0.0, offsetY = 0.0
            cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
            let toSource = CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0)
                .concatenating(CGAffineTransform(translationX: offsetX, y: offsetY))
            drawWarped(surface, localToSource: toSource, localExtent: bounds, toDevice: map, cr: cr)
        }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let top = CGPoint(x: bounds.midX, y: bounds.minY)
        switch effect.type {
        case .pageCurl:
            drawLive(device)
            drawBefore(turn(angle: -p * .pi / 2, axis: (1, 0, 0), pivot: top))
        case .pageUnCurl:
            drawBefore(device)
            drawLive(turn(angle: -(1 - p) * .pi / 2, axis: (1, 0, 0), pivot: top))
        default:
            let vertical = effect.subtype == .fromTop || effect.subtype == .fromBottom
            let axis: (CGFloat, CGFloat, CGFloat) = vertical ? (1, 0, 0) : (0, 1, 0)
            let sign: Double = effect.subtype == .fromRight || effect.subtype == .fromTop ? -1 : 1
            if p < 0.5 {
                drawBefore(turn(angle: sign * p * .pi, axis: axis, pivot: center))
            } else {
                drawLive(turn(angle: sign * (p - 1) * .pi, axis: axis, pivot: center))
            }
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
