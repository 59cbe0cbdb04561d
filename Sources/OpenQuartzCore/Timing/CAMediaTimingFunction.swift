import Foundation

/// The name of a predefined timing function.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a name; ``CAMediaTimingFunction/init(name:)`` gives the linear
    /// curve for names other than the constants.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default for implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// The pacing of an animation as a cubic Bézier curve from (0, 0) to (1, 1).
///
/// Immutable. Evaluation solves x(t) = time fraction for t and returns y(t),
/// exactly as Core Animation does (not a lookup table).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let curve: UnitBezier

    /// Creates one of the predefined timing functions with Apple's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Float, Float, Float, Float)
        switch name {
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
        case .default: points = (0.25, 0.1, 0.25, 1)
        default: points = (0, 0, 1, 1)
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Creates a timing function from its two inner control points.
    ///
    /// x values are clamped to [0, 1] (as Core Animation requires); NaN
    /// values count as the linear curve's.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clean(_ v: Float, _ fallback: Double, clamp: Bool) -> Double {
            guard v.isFinite else { return fallback }
            return clamp ? Swift.min(Swift.max(Double(v), 0), 1) : Double(v)
        }
        curve = UnitBezier(
            x1: clean(c1x, 0, clamp: true), y1: clean(c1y, 0, clamp: false),
            x2: clean(c2x, 1, clamp: true), y2: clean(c2y, 1, clamp: false))
        super.init()
    }

    /// Writes control point `index` (0…3; 0 is (0, 0), 3 is (1, 1)) into
    /// `values[0]` and `values[1]`. Out-of-range indices write nothing.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch index {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = Float(curve.x1); ptr[1] = Float(curve.y1)
        case 2: ptr[0] = Float(curve.x2); ptr[1] = Float(curve.y2)
        case 3: ptr[0] = 1; ptr[1] = 1
        default: break
        }
    }

    /// The eased progress at time fraction `x` (clamped to [0, 1]). An
    /// OpenQuartzCore addition, used by the animation engine and by tests.
    public func value(atTime x: Double) -> Double {
        curve.value(atX: x)
    }

    /// The slope of progress over time at time fraction `x`. An
    /// OpenQuartzCore addition (used for completion velocities).
    public func slope(atTime x: Double) -> Double {
        curve.derivative(atX: x)
    }

    /// Whether `object` is a timing function with the same control points
    /// (after clamping and NaN replacement).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return other.curve == curve
    }

    /// A hash of the control points, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(curve.x1)
        hasher.combine(curve.y1)
        hasher.combine(curve.x2)
        hasher.combine(curve.y2)
        return hasher.finalize()
    }

    /// A debugging description listing the two inner control points,
    /// e.g. `CAMediaTimingFunction(0.42, 0.0, 0.58, 1.0)`.
    open override var description: String {
        "CAMediaTimingFunction(\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2))"
    }
}
