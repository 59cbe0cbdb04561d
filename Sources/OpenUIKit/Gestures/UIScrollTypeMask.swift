import Foundation

/// The kinds of scrolling input a pan accepts.
public struct UIScrollTypeMask: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates a mask from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Continuous scrolling (trackpads).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 0)
    /// Discrete scrolling (mouse wheels).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.continuous, .discrete]
}
