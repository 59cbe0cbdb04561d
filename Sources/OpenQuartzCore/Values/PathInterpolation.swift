import Foundation

/// Interpolates two paths point by point when they have the same elements
/// in the same order (Core Animation's rule for `path` animations); other
/// pairs cannot be interpolated.
enum PathInterpolation {
    static func interpolate(from a: CGPath, to b: CGPath, t: Double) -> CGPath? {
        let sa = a.segments, sb = b.segments
        guard sa.count == sb.count else { return nil }
        let f = CGFloat(t)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
        }
        let result = CGMutablePath()
        for (x, y) in zip(sa, sb) {
            switch (x, y) {
            case (.move(let p), .move(let q)):
                result.move(to: mix(p, q))
            case (.line(let p), .line(let q)):
                result.addLine(to: mix(p, q))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                result.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                result.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath):
                result.closeSubpath()
            default:
                return nil
            }
        }
        return result
    }
}
