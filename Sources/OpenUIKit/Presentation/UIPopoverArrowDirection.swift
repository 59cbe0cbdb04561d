import Foundation

/// The directions a popover's arrow may point in (at its source).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The set's bits (UIKit's values: up 1, down 2, left 4, right 8).
    public let rawValue: UInt

    /// A direction set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover lies below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover lies above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover lies to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover lies to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Every direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is placed).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
