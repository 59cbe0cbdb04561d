import Foundation

extension UIImage {
    /// How the middle of a resizable image fills extra space.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle at its size.
        case tile = 0
        /// Stretches the middle.
        case stretch = 1
    }
}
