import Foundation

/// A range of frame rates, in frames per second.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest useful rate.
    public var maximum: Float
    /// The rate wanted; 0 means "no preference".
    public var preferred: Float?

    /// Creates a range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the host's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
