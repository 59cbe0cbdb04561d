import Foundation

extension CGPath {
    /// Returns a path whose non-zero fill is the area the path's stroke
    /// would paint.
    ///
    /// The result is made of overlapping pieces — one per segment, join and
    /// cap — all turned the same way, so fill it with the non-zero winding
    /// rule (even-odd fills would show the overlaps as holes). Curves are
    /// flattened to within 0.1 units of the transformed result; round joins
    /// and caps are circular arcs. Unlike Core Graphics, the outline is not
    /// simplified into one contour; the filled area is the same.
    ///
    /// A width that is zero, negative or not finite gives an empty path. A
    /// zero-length subpath (a move followed by a line to the same point, or a
    /// closed single point) paints a dot for round and square caps; a lone
    /// move paints nothing. `miterLimit` is compared with the miter length
    /// divided by the line width, as in Core Graphics; beyond it a miter
    /// join becomes a bevel.
    ///
    /// - Parameters:
    ///   - lineWidth: The stroke's width, in the path's units.
    ///   - lineCap: How the ends of open subpaths are drawn.
    ///   - lineJoin: How corners are drawn.
    ///   - miterLimit: The miter length ÷ line width beyond which a miter
    ///     join becomes a bevel.
    ///   - transform: Applied to the outline after stroking.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
        miterLimit: CGFloat, transform: CGAffineTransform = .identity
    ) -> CGPath {
        let determinant = abs(transform.a * transform.d - transform.b * transform.c)
        let scale = determinant > 0 && determinant.isFinite ? determinant.squareRoot() : 1
        let stroker = PathStroker(
            halfWidth: lineWidth / 2, lineCap: lineCap, lineJoin: lineJoin,
            miterLimit: miterLimit, tolerance: 0.1 / scale)
        return CGPath(copying: stroker.outline(of: self, transform: transform))
    }
}
