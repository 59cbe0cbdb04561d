import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), solved for y at a given x as Core Animation does.
///
/// x(t) is monotonic for x1, x2 in [0, 1], so Newton's method from a good
/// guess converges; bisection backs it up when the slope is flat.
struct UnitBezier: Equatable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    private let cx: Double, bx: Double, ax: Double
    private let cy: Double, by: Double, ay: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func slopeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t where x(t) == x, to within `epsilon`.
    func solveT(forX x: Double, epsilon: Double = 1e-12) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-12 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        if t < low { return low }
        if t > high { return high }
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// y at x, with x clamped to [0, 1].
    func value(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveT(forX: x))
    }

    /// dy/dx at x (the curve's velocity in progress per unit of time).
    func derivative(atX x: Double) -> Double {
        let t = solveT(forX: Swift.min(Swift.max(x, 0), 1))
        let dx = slopeX(t)
        guard abs(dx) > 1e-12 else { return dx == 0 && slopeY(t) == 0 ? 0 : .infinity }
        return slopeY(t) / dx
    }
}
