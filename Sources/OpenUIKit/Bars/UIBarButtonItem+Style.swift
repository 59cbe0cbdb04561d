import Foundation

extension UIBarButtonItem {
    /// How an item is drawn, with UIKit's raw values. The deprecated
    /// `bordered` (1) is not provided.
    public enum Style: Int, Sendable {
        /// A title or image in the regular weight.
        case plain = 0
        /// A title in a heavier weight: the item that ends a task.
        case done = 2
    }
}
