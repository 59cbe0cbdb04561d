internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension CAShapeLayer {
    /// Fills the path with the fill colour and rule, then strokes the part
    /// between ``strokeStart`` and ``strokeEnd`` with the line attributes —
    /// all read from `state` (the presentation), the names (rule, cap,
    /// join) from the model.
    func drawShape(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        guard let path = shapeValue(Key.path, in: state)?.pathValue, !path.isEmpty else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        CairoPath.append(path, to: cr)
        if let fill = shapeValue(Key.fillColor, in: state)?.rgbaValue, fill.alpha > 0 {
            cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * alpha)
            cairo_fill_preserve(cr)
        }
        strokeShape(path, state: state, in: cr, alpha: alpha)
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Strokes the current Cairo path (`path` appended), trimmed to the
    /// stroke's start and end.
    private func strokeShape(_ path: CGPath, state: LayerState, in cr: OpaquePointer, alpha: Double) {
        guard let stroke = shapeValue(Key.strokeColor, in: state)?.rgbaValue, stroke.alpha > 0 else { return }
        let width = shapeValue(Key.lineWidth, in: state)?.number ?? 1
        let start = Swift.min(Swift.max(shapeValue(Key.strokeStart, in: state)?.number ?? 0, 0), 1)
        let end = Swift.min(Swift.max(shapeValue(Key.strokeEnd, in: state)?.number ?? 1, 0), 1)
        guard width > 0, width.isFinite, start < end else { return }
        if start > 0 || end < 1 {
            cairo_new_path(cr)
            CairoPath.append(path.trimmed(from: CGFloat(start), to: CGFloat(end)), to: cr)
        }
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, lineCap == .round ? CAIRO_LINE_CAP_ROUND : lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        let miter = shapeValue(Key.miterLimit, in: state)?.number ?? 10
        cairo_set_miter_limit(cr, miter.isFinite ? Swift.max(miter, 1) : 10)
        let dashes = shapeValue(Key.lineDashPattern, in: state)?.numbers ?? []
        // Cairo refuses negative or all-zero dashes (the context would stop
        // drawing): those stroke solid, as an empty pattern does.
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
            let phase = shapeValue(Key.lineDashPhase, in: state)?.number ?? 0
            cairo_set_dash(cr, dashes, Int32(dashes.count), phase.isFinite ? phase : 0)
        }
        cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha * alpha)
        cairo_stroke(cr)
    }

    /// The box the fill and stroke of `state` can reach, in the layer's
    /// coordinates: the path's bounding box, grown by half the line width
    /// times the longest a join or cap can reach (the miter limit, or √2
    /// for square caps); nil without a path.
    nonisolated static func shapeExtent(_ state: LayerState) -> CGRect? {
        guard case .path(let path)? = state.custom[Key.path] else { return nil }
        let box = path.boundingBoxOfPath
        guard !box.isNull else { return nil }
        guard case .color(let stroke)? = state.custom[Key.strokeColor], stroke.alpha > 0 else { return box }
        let width = state.custom[Key.lineWidth]?.number ?? 1
        let miter = state.custom[Key.miterLimit]?.number ?? 10
        guard width.isFinite, miter.isFinite else { return nil }
        let reach = Swift.max(width, 0) / 2 * Swift.max(miter, 2.0.squareRoot()) + 1
        return box.insetBy(dx: -reach, dy: -reach)
    }
}
