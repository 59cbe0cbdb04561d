internal import CCairo
import Foundation

extension CGContext {
    /// Intersects the clip with the current path's interior, then clears
    /// the path.
    ///
    /// A path with a non-finite coordinate clips everything out; an empty
    /// path does too, as in Core Graphics.
    public func clip(using rule: CGPathFillRule = .winding) {
        clipCairo(to: takePath(), rule: rule)
    }

    /// Intersects the clip with `rect` (user space). The current path is
    /// unchanged. `CGRect.infinite` changes nothing; the null rectangle or
    /// a non-finite one clips everything out.
    public func clip(to rect: CGRect) {
        if rect.isInfinite { return }
        clipCairo(to: rect.isNull ? CGMutablePath() : devicePath(for: rect), rule: .winding)
    }

    /// Intersects the clip with the union of `rects` (user space). An empty
    /// array clips everything out.
    public func clip(to rects: [CGRect]) {
        if rects.contains(where: \.isInfinite) { return }
        let path = CGMutablePath()
        for rect in rects where !rect.isNull { path.addRect(rect, transform: gstate.ctm) }
        clipCairo(to: path, rule: .winding)
    }

    /// The bounding box of the clip in user space: the whole bitmap
    /// (transformed to user space) when nothing has been clipped, `.zero`
    /// when everything has been.
    public var boundingBoxOfClipPath: CGRect {
        let extents = cairoClipExtents()
        guard !extents.isEmpty else { return .zero }
        // Cairo surface space → device space (the flip is its own inverse) → user space.
        let device = extents.applying(baseTransform)
        guard gstate.ctm.isCairoSafe else { return .zero }
        return device.applying(gstate.ctm.inverted())
    }

    /// Intersects Cairo's clip with a device-space path.
    func clipCairo(to path: CGPath, rule: CGPathFillRule) {
        if path.isEmpty || !setCairoPath(path) {
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 0, 0)
        }
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, gstate.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_set_tolerance(cr, Double(gstate.flatness))
        cairo_clip(cr)
    }
}
