import Foundation

extension UIControl {
    /// How a control places its content horizontally within its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the full width where the content can stretch.
        case fill = 3
        /// Against the leading edge (left: OpenUIKit lays out left to right).
        case leading = 4
        /// Against the trailing edge (right: OpenUIKit lays out left to right).
        case trailing = 5
    }
}
