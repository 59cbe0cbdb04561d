internal import CCairo
import Foundation

extension CGContext {
    /// Device coordinates are clamped to this magnitude before reaching
    /// Cairo, whose 24.8 fixed-point coordinates overflow near 8 million.
    static let coordinateLimit: CGFloat = 4_000_000

    /// User space → Cairo surface space.
    var userToCairo: CGAffineTransform { gstate.ctm.concatenating(baseTransform) }

    /// The current path, removed from the context (painting consumes it).
    func takePath() -> CGPath {
        let path = devicePath
        devicePath = CGMutablePath()
        return path
    }

    /// A device-space path of `rect` in user space.
    func devicePath(for rect: CGRect) -> CGMutablePath {
        let path = CGMutablePath()
        path.addRect(rect, transform: gstate.ctm)
        return path
    }

    /// Replaces Cairo's path with `path` (Core Graphics device space) and
    /// sets Cairo's matrix to the identity. Returns `false`, leaving no path,
    /// when a coordinate is not finite.
    @discardableResult
    func setCairoPath(_ path: CGPath) -> Bool {
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for segment in path.storage {
            guard segment.isFinite else {
                cairo_new_path(cr)
                return false
            }
        }
        let limit = Self.coordinateLimit
        let base = baseTransform
        func map(_ p: CGPoint) -> (Double, Double) {
            let q = p.applying(base)
            return (Double(Swift.min(limit, Swift.max(-limit, q.x))), Double(Swift.min(limit, Swift.max(-limit, q.y))))
        }
        var last = CGPoint.zero, start = CGPoint.zero
        for segment in path.storage {
            switch segment {
            case .move(let p):
                let (x, y) = map(p)
                cairo_move_to(cr, x, y)
                last = p
                start = p
            case .line(let p):
                let (x, y) = map(p)
                cairo_line_to(cr, x, y)
                last = p
            case .quadCurve(let p, let c):
                let cubic = CubicBezier(quadFrom: last, control: c, to: p)
                let (x1, y1) = map(cubic.p1), (x2, y2) = map(cubic.p2), (x3, y3) = map(p)
                cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
                last = p
            case .curve(let p, let c1, let c2):
                let (x1, y1) = map(c1), (x2, y2) = map(c2), (x3, y3) = map(p)
                cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
                last = p
            case .closeSubpath:
                cairo_close_path(cr)
                last = start
            }
        }
        return true
    }

    /// Sets Cairo's source to `color` with the global alpha applied.
    func setSource(_ color: CGColor) {
        let rgba = color.rgba
        func clamp(_ value: CGFloat) -> Double { value.isNaN ? 0 : Double(Swift.min(1, Swift.max(0, value))) }
        cairo_set_source_rgba(cr, clamp(rgba.red), clamp(rgba.green), clamp(rgba.blue), clamp(rgba.alpha * gstate.alpha))
    }

    /// Applies antialiasing and flatness to Cairo.
    func applyRasterSettings() {
        cairo_set_antialias(cr, gstate.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_set_tolerance(cr, Double(gstate.flatness))
    }

    /// Runs one drawing operation with the current shadow, then finishes it.
    ///
    /// `draw` paints with the operator it is given (the blend mode's, or
    /// `OVER` into the shadow's group) and must balance Cairo's state.
    func render(requiringFiniteCTM: Bool = true, _ draw: (cairo_operator_t) -> Void) {
        if requiringFiniteCTM {
            let t = gstate.ctm
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        }
        let op = gstate.blendMode.cairoOperator
        if let shadow = gstate.shadow, shadow.color.alpha > 0 {
            renderWithShadow(shadow, operator: op, draw)
        } else {
            draw(op)
        }
        didDraw()
    }

    /// Fills a device-space path with `color`.
    func fillDevicePath(_ path: CGPath, rule: CGPathFillRule, color: CGColor, operator op: cairo_operator_t) {
        cairo_save(cr)
        defer {
            cairo_new_path(cr)
            cairo_restore(cr)
        }
        guard setCairoPath(path) else { return }
        setSource(color)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        applyRasterSettings()
        cairo_set_operator(cr, op)
        if op.isUnbounded {
            // Core Graphics' modes act only where the shape is: clip, then paint.
            cairo_clip(cr)
            cairo_paint(cr)
        } else {
            cairo_fill(cr)
        }
    }

    /// Strokes a device-space path with the stroke colour and line attributes.
    ///
    /// The pen is in user space (the CTM applies to the line width and
    /// dashes); a line width of 0 strokes a one-device-pixel hairline.
    func strokeDevicePath(_ path: CGPath, operator op: cairo_operator_t) {
        let hairline = gstate.lineWidth == 0
        let penTransform = hairline ? baseTransform : userToCairo
        let lineWidth = hairline ? 1 : gstate.lineWidth
        guard penTransform.isCairoSafe, !path.isEmpty else { return }
        if op.isUnbounded {
            // Clip to the stroke's outline so the mode acts only on the stroke.
            let userTransform = hairline ? CGAffineTransform.identity : gstate.ctm
            var penPath = path.transformed(by: userTransform.inverted())
            if !gstate.dashLengths.isEmpty {
                penPath = penPath.copy(dashingWithPhase: gstate.dashPhase, lengths: gstate.dashLengths)
            }
            let outline = penPath.copy(
                strokingWithWidth: lineWidth, lineCap: gstate.lineCap, lineJoin: gstate.lineJoin,
                miterLimit: gstate.miterLimit, transform: userTransform)
            fillDevicePath(outline, rule: .winding, color: gstate.strokeColor, operator: op)
            return
        }
        cairo_save(cr)
        defer {
            cairo_new_path(cr)
            cairo_restore(cr)
        }
        guard setCairoPath(path) else { return }
        setSource(gstate.strokeColor)
        var matrix = penTransform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(gstate.lineCap.rawValue)))
        cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(gstate.lineJoin.rawValue)))
        cairo_set_miter_limit(cr, Double(gstate.miterLimit))
        if !gstate.dashLengths.isEmpty {
            let lengths = gstate.dashLengths.map(Double.init)
            cairo_set_dash(cr, lengths, Int32(lengths.count), Double(gstate.dashPhase))
        }
        applyRasterSettings()
        cairo_set_operator(cr, op)
        cairo_stroke(cr)
    }

    /// The clip's extents in Cairo surface space (empty when everything is clipped).
    func cairoClipExtents() -> CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: Swift.max(0, x2 - x1), height: Swift.max(0, y2 - y1))
    }
}
