import Foundation

extension UIMenuElement {
    /// How a menu element is shown and behaves, as a bit mask with UIKit's
    /// raw values. Recorded: a control performs its actions whatever their
    /// attributes.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits of the mask.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The element is shown dimmed and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown as destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps its menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
