import Foundation

/// What an animation shows outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a fill mode from its name; names other than the four constants
    /// behave as ``removed``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Holds the final value after the active duration ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial value before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the animation has no effect outside its active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
