import Foundation

/// A horizontal and vertical offset.
public struct UIOffset: Hashable, Sendable, Codable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// The zero offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// An offset from its components.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The zero offset.
    public static let zero = UIOffset()
}
