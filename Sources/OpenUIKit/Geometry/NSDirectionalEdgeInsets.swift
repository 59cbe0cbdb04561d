import Foundation

/// Edge insets that follow the layout direction (leading and trailing
/// instead of left and right).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Zero insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets from the four distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()
}
