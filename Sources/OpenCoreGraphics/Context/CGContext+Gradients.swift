internal import CCairo
import Foundation

extension CGContext {
    /// Fills the clip with a gradient along the line from `start` to `end`
    /// (user space).
    ///
    /// Without options only the band between the perpendiculars through
    /// `start` and `end` is painted; ``CGGradientDrawingOptions`` extend the
    /// end colours beyond either side. Global alpha, blend mode and shadow
    /// apply. Equal or non-finite points draw nothing.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), start != end else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        guard configure(pattern, gradient) else { return }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The painted band, along the gradient's axis, as a user-space polygon.
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        let (ux, uy) = (dx / length, dy / length)
        let far = farDistance(from: start) + length
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        var band: CGMutablePath?
        if !(before && after) {
            let t0 = before ? -far : 0, t1 = after ? far : length
            let corners = [(t0, -far), (t1, -far), (t1, far), (t0, far)].map { t, s in
                CGPoint(x: start.x + ux * t - uy * s, y: start.y + uy * t + ux * s)
            }
            let path = CGMutablePath()
            path.addLines(between: corners, transform: gstate.ctm)
            path.closeSubpath()
            band = path
        }
        paintGradient(pattern, clippedTo: band, rule: .winding)
    }

    /// Fills the clip with a gradient between two circles (user space),
    /// the PDF model Core Graphics and Cairo share.
    ///
    /// Without options only where the interpolated circles reach is
    /// painted; ``CGGradientDrawingOptions/drawsBeforeStartLocation`` fills
    /// the start circle with the first colour and
    /// ``CGGradientDrawingOptions/drawsAfterEndLocation`` fills outside the
    /// end circle with the last. With only one option the region is clipped
    /// to the end circle or to outside the start circle, which is exact when
    /// one circle contains the other (the usual case). Negative radii count
    /// as 0; two zero radii, or non-finite values, draw nothing.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite) else { return }
        let r0 = Swift.max(0, startRadius), r1 = Swift.max(0, endRadius)
        guard r0 > 0 || r1 > 0 else { return }
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(r0), Double(endCenter.x), Double(endCenter.y), Double(r1))!
        defer { cairo_pattern_destroy(pattern) }
        guard configure(pattern, gradient) else { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        var region: CGMutablePath?
        var rule = CGPathFillRule.winding
        if before && !after {
            region = CGMutablePath()
            region!.addEllipse(
                in: CGRect(x: endCenter.x - r1, y: endCenter.y - r1, width: 2 * r1, height: 2 * r1),
                transform: gstate.ctm)
        } else if after && !before {
            let far = farDistance(from: startCenter) + r0
            region = CGMutablePath()
            region!.addRect(
                CGRect(x: startCenter.x - far, y: startCenter.y - far, width: 2 * far, height: 2 * far),
                transform: gstate.ctm)
            region!.addEllipse(
                in: CGRect(x: startCenter.x - r0, y: startCenter.y - r0, width: 2 * r0, height: 2 * r0),
                transform: gstate.ctm)
            rule = .evenOdd
        }
        paintGradient(pattern, clippedTo: region, rule: rule)
    }

    /// Adds the gradient's stops and maps the pattern from Cairo space to
    /// user space; `false` when the CTM cannot be inverted.
    private func configure(_ pattern: OpaquePointer, _ gradient: CGGradient) -> Bool {
        let transform = userToCairo
        guard transform.isCairoSafe else { return false }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(stop.red), Double(stop.green), Double(stop.blue),
                Double(stop.alpha))
        }
        var matrix = transform.inverted().cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        return true
    }

    /// A distance from `point` (user space) beyond every corner of the clip.
    private func farDistance(from point: CGPoint) -> CGFloat {
        let clip = boundingBoxOfClipPath
        let corners = [
            CGPoint(x: clip.minX, y: clip.minY), CGPoint(x: clip.maxX, y: clip.minY),
            CGPoint(x: clip.minX, y: clip.maxY), CGPoint(x: clip.maxX, y: clip.maxY),
        ]
        var distance: CGFloat = 1
        for corner in corners {
            let dx = corner.x - point.x, dy = corner.y - point.y
            distance = Swift.max(distance, (dx * dx + dy * dy).squareRoot())
        }
        return distance.isFinite ? distance + 1 : 1
    }

    /// Paints a gradient pattern over the clip, optionally clipped to a region.
    private func paintGradient(_ pattern: OpaquePointer, clippedTo region: CGPath?, rule: CGPathFillRule) {
        let alpha = Double(gstate.alpha)
        render { op in
            cairo_save(cr)
            if let region { clipCairo(to: region, rule: rule) }
            cairo_identity_matrix(cr)
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }
}
