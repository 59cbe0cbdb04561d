import Foundation

/// A cubic Bézier curve in the plane: evaluation, splitting and flattening.
///
/// Shared by path geometry (bounds, hit testing, stroking) in this module.
public struct CubicBezier: Sendable, Equatable {
    /// Start point.
    public var p0: CGPoint
    /// First control point.
    public var p1: CGPoint
    /// Second control point.
    public var p2: CGPoint
    /// End point.
    public var p3: CGPoint

    /// Creates a curve from its four points.
    public init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    /// The cubic equal to a quadratic curve from `p0` through control `c` to `p2`.
    public init(quadFrom p0: CGPoint, control c: CGPoint, to p2: CGPoint) {
        self.init(
            p0,
            CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
            CGPoint(x: p2.x + 2 / 3 * (c.x - p2.x), y: p2.y + 2 / 3 * (c.y - p2.y)),
            p2)
    }

    /// The point at parameter `t` in [0, 1].
    public func point(at t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The two halves of the curve split at `t` (de Casteljau).
    public func split(at t: CGFloat) -> (CubicBezier, CubicBezier) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
        let d = lerp(a, b), e = lerp(b, c)
        let f = lerp(d, e)
        return (CubicBezier(p0, a, d, f), CubicBezier(f, e, c, p3))
    }

    /// Points along the curve (excluding `p0`, including `p3`) such that the
    /// polyline stays within `tolerance` of the curve.
    public func flattened(tolerance: CGFloat = 0.1) -> [CGPoint] {
        // Segment count from the second-difference bound on the control polygon.
        let ddx = Swift.max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = Swift.max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let safeTolerance = Swift.max(tolerance, 1e-6)
        var count = Int((0.75 * dd / safeTolerance).squareRoot().rounded(.up))
        if !dd.isFinite { count = 1 }
        count = Swift.min(Swift.max(count, 1), 1024)
        return (1...count).map { point(at: CGFloat($0) / CGFloat(count)) }
    }
}
