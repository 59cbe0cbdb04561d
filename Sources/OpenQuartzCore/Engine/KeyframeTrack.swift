import Foundation

/// A keyframe animation's values (or path) with validated key times,
/// evaluated at a fraction of the duration.
struct KeyframeTrack {
    enum Mode { case linear, discrete, paced, cubic, cubicPaced }

    var values: [AnimatableValue]
    /// For path animations: one curve per segment between keyframes.
    var pathCurves: [CubicBezier]?
    var keyTimes: [Double]
    var timingFunctions: [UnitBezier?]
    var mode: Mode
    var tension: [Double], continuity: [Double], bias: [Double]
    var rotation: CAAnimationRotationMode?

    @MainActor
    init(_ animation: CAKeyframeAnimation) {
        switch animation.calculationMode {
        case .discrete: mode = .discrete
        case .paced: mode = .paced
        case .cubic: mode = .cubic
        case .cubicPaced: mode = .cubicPaced
        default: mode = .linear
        }
        rotation = animation.rotationMode
        if let path = animation.path {
            let curves = KeyframeTrack.curves(of: path)
            pathCurves = curves
            values = curves.isEmpty ? [] : [.point(curves[0].p0)] + curves.map { .point($0.p3) }
        } else {
            pathCurves = nil
            values = (animation.values ?? []).map { AnimatableValue($0) }
        }
        timingFunctions = (animation.timingFunctions ?? []).map { $0.curve }
        tension = (animation.tensionValues ?? []).map(\.doubleValue)
        continuity = (animation.continuityValues ?? []).map(\.doubleValue)
        bias = (animation.biasValues ?? []).map(\.doubleValue)
        keyTimes = []
        keyTimes = resolvedKeyTimes(requested: animation.keyTimes?.map(\.doubleValue))
    }

    /// Key times as given when valid, else evenly spaced (or by distance for
    /// paced modes).
    private func resolvedKeyTimes(requested: [Double]?) -> [Double] {
        let count = values.count
        guard count > 0 else { return [] }
        if mode == .paced || mode == .cubicPaced {
            var lengths: [Double] = []
            if let pathCurves {
                lengths = pathCurves.map { curve in
                    var previous = curve.p0
                    return curve.flattened(tolerance: 0.05).reduce(0.0) { total, point in
                        defer { previous = point }
                        return total + Double(hypot(point.x - previous.x, point.y - previous.y))
                    }
                }
            } else {
                lengths = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            }
            let total = lengths.reduce(0, +)
            guard total > 0, count > 1 else { return Self.even(count, discrete: false) }
            var times = [0.0]
            var sum = 0.0
            for length in lengths {
                sum += length
                times.append(sum / total)
            }
            return times
        }
        let discrete = mode == .discrete
        let expected = discrete ? count + 1 : count
        if let requested, requested.count == expected,
           requested.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
           zip(requested, requested.dropFirst()).allSatisfy({ $0 <= $1 }) {
            return requested
        }
        return Self.even(count, discrete: discrete)
    }

    private static func even(_ count: Int, discrete: Bool) -> [Double] {
        if discrete { return (0...count).map { Double($0) / Double(count) } }
        if count == 1 { return [0] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The curves of a path, one per drawing element (moves start a new
    /// run; closing adds a line back to the subpath's start).
    private static func curves(of path: CGPath) -> [CubicBezier] {
        var curves: [CubicBezier] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var started = false
        func line(to p: CGPoint) -> CubicBezier {
            CubicBezier(current, CGPoint(x: current.x + (p.x - current.x) / 3, y: current.y + (p.y - current.y) / 3),
                        CGPoint(x: current.x + 2 * (p.x - current.x) / 3, y: current.y + 2 * (p.y - current.y) / 3), p)
        }
        for segment in path.segments {
            switch segment {
            case .move(let p):
                if started && p != current { curves.append(line(to: p)) }
                current = p
                start = p
                started = true
            case .line(let p):
                curves.append(line(to: p))
                current = p
            case .quadCurve(let p, let c):
                curves.append(CubicBezier(quadFrom: current, control: c, to: p))
                current = p
            case .curve(let p, let c1, let c2):
                curves.append(CubicBezier(current, c1, c2, p))
                current = p
            case .closeSubpath:
                if current != start { curves.append(line(to: start)) }
                current = start
            }
        }
        return curves
    }

    /// The value (and, for rotating path animations, the tangent angle) at
    /// fraction `f` of the duration.
    func value(at f: Double) -> (value: AnimatableValue, tangent: Double?)? {
        guard let first = values.first else { return nil }
        if values.count == 1 { return (first, nil) }
        if mode == .discrete {
            var index = 0
            while index + 1 < values.count && f >= keyTimes[index + 1] { index += 1 }
            return (values[index], nil)
        }
        var segment = 0
        while segment + 2 < keyTimes.count && f >= keyTimes[segment + 1] { segment += 1 }
        let t0 = keyTimes[segment], t1 = keyTimes[segment + 1]
        var u = t1 > t0 ? (f - t0) / (t1 - t0) : (f >= t1 ? 1 : 0)
        u = Swift.min(Swift.max(u, 0), 1)
        if mode == .linear || mode == .cubic {
            let functions = timingFunctions
            if !functions.isEmpty, let curve = functions[Swift.min(segment, functions.count - 1)] {
                u = curve.value(atX: u)
            }
        }
        if let pathCurves {
            let curve = pathCurves[segment]
            let point = curve.point(at: CGFloat(u))
            let tangent = Self.tangent(of: curve, at: u)
            return (.point(point), tangent)
        }
        if mode == .cubic || mode == .cubicPaced {
            return (spline(segment: segment, u: u), nil)
        }
        return (values[segment].interpolated(to: values[segment + 1], t: u), nil)
    }

    private static func tangent(of curve: CubicBezier, at u: Double) -> Double {
        let h = 1e-4
        let a = curve.point(at: CGFloat(Swift.max(u - h, 0)))
        let b = curve.point(at: CGFloat(Swift.min(u + h, 1)))
        return atan2(Double(b.y - a.y), Double(b.x - a.x))
    }

    /// Kochanek–Bartels spline between values[i] and values[i + 1].
    private func spline(segment i: Int, u: Double) -> AnimatableValue {
        let p1 = values[i], p2 = values[i + 1]
        switch p1 {
        case .number, .point, .size, .rect, .vector, .color: break
        default: return p1.interpolated(to: p2, t: u)
        }
        let p0 = i > 0 ? values[i - 1] : p1
        let p3 = i + 2 < values.count ? values[i + 2] : p2
        func parameter(_ array: [Double], _ index: Int) -> Double {
            index < array.count && array[index].isFinite ? array[index] : 0
        }
        let (t1, c1, b1) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
        let (t2, c2, b2) = (parameter(tension, i + 1), parameter(continuity, i + 1), parameter(bias, i + 1))
        let outgoing = p1.subtracting(p0).scaled(by: (1 - t1) * (1 + b1) * (1 + c1) / 2)
            .adding(p2.subtracting(p1).scaled(by: (1 - t1) * (1 - b1) * (1 - c1) / 2))
        let incoming = p2.subtracting(p1).scaled(by: (1 - t2) * (1 + b2) * (1 - c2) / 2)
            .adding(p3.subtracting(p2).scaled(by: (1 - t2) * (1 - b2) * (1 + c2) / 2))
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return p1.scaled(by: h00).adding(outgoing.scaled(by: h10)).adding(p2.scaled(by: h01)).adding(incoming.scaled(by: h11))
    }
}
