import Foundation

extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left: OpenUIKit lays out left to right).
        case leading
        /// The trailing edge (right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom for views without text).
        case firstBaseline
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the constraint's second item is a constant.
        case notAnAttribute = 0

        /// ``lastBaseline`` (UIKit's deprecated name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        /// `first ≤ second`.
        case lessThanOrEqual = -1
        /// `first = second`.
        case equal = 0
        /// `first ≥ second`.
        case greaterThanOrEqual = 1
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies on (nil for ``notAnAttribute``).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is a size (width or height), not a position.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is a first or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute is an edge, centre or size of the item itself
    /// (`.left` … `.centerY`: no margin guide, no baseline).
    @inline(__always)
    var isEdgeOrSize: Bool { (1...10).contains(rawValue) }

    /// The attribute relative to the item's edges for a margin attribute
    /// (which OpenUIKit resolves on the item's `layoutMarginsGuide`), else nil.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// The name UIKit prints in constraint descriptions.
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
