import Foundation

/// How much a layout constraint (or a content-hugging or compression
/// setting) matters: 1…1000, where 1000 (``required``) must hold.
///
/// OpenUIKit solves optional priorities lexicographically: every priority
/// is its own level, so a constraint at 751 wins over any number of
/// constraints at 750, as Apple documents ("constraints with higher
/// priority levels are satisfied before constraints with lower priority
/// levels"). See `OpenLayoutEngine.Strength`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The number (1…1000).
    public var rawValue: Float

    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a window-resizing drag that can resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` pulls towards the target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by number.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `priority + amount` (`.defaultLow + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// `priority - amount` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
