import Foundation

extension CGPath {
    /// Returns whether `point` is inside the path.
    ///
    /// `transform` is applied to the point before testing, as Core Graphics
    /// documents. Curves are flattened to within 0.01 units; every subpath,
    /// open or closed, is treated as closed. Points exactly on an edge count
    /// as inside for edges whose crossing is counted (left and bottom edges
    /// of an axis-aligned rectangle), as in the usual half-open scan rule.
    /// A point with a non-finite coordinate is never inside.
    ///
    /// - Parameters:
    ///   - point: The point to test.
    ///   - rule: Non-zero winding (the default) or even-odd.
    ///   - transform: Applied to `point` first.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        guard p.x.isFinite, p.y.isFinite else { return false }
        var winding = 0
        for subpath in flattenedSubpaths(tolerance: 0.01) {
            let points = subpath.points
            guard points.count > 1 else { continue }
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                winding += Self.crossing(from: a, to: b, at: p)
            }
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// +1 when the edge crosses the horizontal ray from `p` to +∞ going up,
    /// −1 going down, 0 otherwise (half-open in y so shared vertices count once).
    private static func crossing(from a: CGPoint, to b: CGPoint, at p: CGPoint) -> Int {
        if a.y <= p.y {
            if b.y > p.y, side(a, b, p) > 0 { return 1 }
        } else if b.y <= p.y, side(a, b, p) < 0 {
            return -1
        }
        return 0
    }

    /// Positive when `p` is left of the directed line a→b.
    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
