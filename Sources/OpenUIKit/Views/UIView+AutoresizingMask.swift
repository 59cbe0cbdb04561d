import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
