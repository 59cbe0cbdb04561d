import Foundation

/// Inset distances for the edges of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Zero insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative insets).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
