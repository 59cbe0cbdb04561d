import Foundation

extension UIScrollView {
    /// How quickly scrolling slows down after the finger lifts: the
    /// fraction of its speed the content keeps each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of speed kept per millisecond (between 0 and 1).
        public var rawValue: CGFloat

        /// Creates a rate keeping `rawValue` of the speed per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate (0.998 per millisecond).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop (0.99 per millisecond).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
