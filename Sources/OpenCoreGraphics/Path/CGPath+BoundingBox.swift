import Foundation

extension CGPath {
    /// The smallest rectangle containing every point of the path, control
    /// points included; `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var bounds = BoundsAccumulator()
        for segment in storage {
            switch segment {
            case .move(let p), .line(let p):
                bounds.add(p)
            case .quadCurve(let p, let c):
                bounds.add(c)
                bounds.add(p)
            case .curve(let p, let c1, let c2):
                bounds.add(c1)
                bounds.add(c2)
                bounds.add(p)
            case .closeSubpath:
                break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle containing the path as drawn: curves
    /// contribute their extreme points, not their control points;
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var bounds = BoundsAccumulator()
        var last = CGPoint.zero
        var start = CGPoint.zero
        for segment in storage {
            switch segment {
            case .move(let p):
                bounds.add(p)
                last = p
                start = p
            case .line(let p):
                bounds.add(p)
                last = p
            case .quadCurve(let p, let c):
                // Elevate to a cubic: same curve, one extremum routine.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                bounds.addCubic(last, c1, c2, p)
                last = p
            case .curve(let p, let c1, let c2):
                bounds.addCubic(last, c1, c2, p)
                last = p
            case .closeSubpath:
                last = start
            }
        }
        return bounds.rect
    }
}

/// Grows a rectangle point by point.
struct BoundsAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    /// Adds the end point and every interior extremum of a cubic curve.
    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0)
        add(p3)
        for t in Self.extrema(p0.x, p1.x, p2.x, p3.x) + Self.extrema(p0.y, p1.y, p2.y, p3.y) {
            add(CubicBezier(p0, p1, p2, p3).point(at: t))
        }
    }

    /// Parameters in (0, 1) where the cubic's derivative along one axis is zero.
    private static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // Derivative / 3: qa·t² + qb·t + qc.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-qb + root) / (2 * qa))
                roots.append((-qb - root) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
