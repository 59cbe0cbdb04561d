import Foundation

/// The corners of a rectangle, for rounding some of them
/// (``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// Corners from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (y down).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
