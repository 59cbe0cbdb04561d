import Foundation

/// How keyframe values between key times are computed.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a mode from its name; names other than the five constants
    /// calculate as ``linear``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; `keyTimes` has one more
    /// entry than `values`.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant velocity; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at constant velocity.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object following a path turns to match its direction.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"auto"`,
    /// `"autoReverse"`).
    public var rawValue: String
    /// Creates a mode from its name; names other than the two constants
    /// rotate as ``rotateAuto``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Rotates to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotates to the path's tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values, or along a path.
///
/// Invalid combinations are ignored rather than fatal, and documented:
/// `keyTimes` whose count does not match the values (one more for
/// `.discrete`), or that are not increasing within [0, 1], are replaced by
/// evenly spaced times; a short `timingFunctions` array repeats its last
/// entry; an empty `values` array (and no path) makes the animation a no-op.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, of one kind that suits the key path (values of
    /// different kinds switch half-way between keyframes).
    open var values: [Any]?
    /// A path for point properties; overrides `values` when set. Each
    /// element (line, curve, closing line) is one segment between
    /// keyframes; a move to a new point is a straight segment too.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration: one per
    /// value (one more for `.discrete`), non-decreasing within [0, 1].
    /// Otherwise — or when nil — the keyframes are evenly spaced. Ignored
    /// by the paced modes.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes: one fewer than the
    /// values. A short array repeats its last entry; extra entries are
    /// ignored. Used by the `.linear` and `.cubic` modes only.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels tension per keyframe (cubic modes); missing and
    /// non-finite entries count as 0.
    open var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe (cubic modes); missing and
    /// non-finite entries count as 0.
    open var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe (cubic modes); missing and
    /// non-finite entries count as 0.
    open var biasValues: [NSNumber]?
    /// Whether a layer following `path` rotates with it (a rotation about z
    /// applied before its transform); nil (the default) does not rotate.
    /// Ignored without a path.
    open var rotationMode: CAAnimationRotationMode?

    /// Copies the inherited properties, then the values, path, key times,
    /// timing functions, calculation mode, spline parameters and rotation
    /// mode, into `copy`.
    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
    }
}
