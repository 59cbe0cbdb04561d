/// How much a constraint matters: required, or optional at a level with a
/// weight.
///
/// Optional constraints are compared **lexicographically by level**: the
/// solver first makes the total error of the highest level as small as it
/// can, then, without making that one worse, the next level, and so on.
/// Inside one level, errors are added up, each times its constraint's
/// weight (the level's objective is a weighted sum, as in kiwi).
///
/// - Auto Layout gives every `UILayoutPriority` below 1000 its own level
///   equal to the priority, weight 1, so a priority-751 constraint always
///   wins over any number of priority-750 ones, as Apple documents
///   ("constraints with higher priority levels are satisfied before
///   constraints with lower priority levels").
/// - kiwi's strengths (``strong``, ``medium``, ``weak``, ``kiwi(_:_:_:weight:)``)
///   are weights in one level, ``kiwiLevel``, so a system written for kiwi
///   solves to kiwi's answer.
///
/// Why levels and not one weight per priority: a weight can only approach
/// lexicographic order (kiwi's `strength::create` packs three levels of
/// 1…1000 into one double, and a weight of 1000 × 10⁶ for priority 1000
/// would even fall below kiwi's `required` of 1,001,001,000). With levels,
/// "required" is not a number at all, and no count of low-priority errors
/// can outweigh a higher priority.
public struct Strength: Hashable, Sendable {
    /// The level, or `nil` for required.
    public let level: Double?
    /// The weight of an error inside its level (1 for Auto Layout).
    public let weight: Double

    /// A constraint that must hold; the solver refuses one it cannot satisfy.
    public static let required = Strength(level: nil, weight: 1)

    /// An optional strength at `level` (any finite number; higher wins).
    ///
    /// - Precondition: `level` is finite and `weight` is finite and positive.
    public static func level(_ level: Double, weight: Double = 1) -> Strength {
        Strength(level: level, weight: weight)
    }

    /// The level that kiwi-style strengths share.
    public static let kiwiLevel: Double = 0

    /// kiwi's `strength::create(a, b, c, w)`: the weight
    /// `clamp(a·w)·10⁶ + clamp(b·w)·10³ + clamp(c·w)`, each part clamped to
    /// 0…1000, in ``kiwiLevel``.
    public static func kiwi(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
        return .level(kiwiLevel, weight: clamp(a * w) * 1_000_000 + clamp(b * w) * 1000 + clamp(c * w))
    }

    /// kiwi's `strong` (10⁶).
    public static let strong = kiwi(1, 0, 0)
    /// kiwi's `medium` (10³).
    public static let medium = kiwi(0, 1, 0)
    /// kiwi's `weak` (1).
    public static let weak = kiwi(0, 0, 1)

    /// Whether the constraint must hold.
    public var isRequired: Bool { level == nil }

    /// Whether the solver can use it: required, or a finite level with a
    /// finite positive weight.
    var isUsable: Bool {
        guard let level else { return true }
        return level.isFinite && weight.isFinite && weight > 0
    }
}
