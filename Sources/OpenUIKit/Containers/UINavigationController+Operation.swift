import Foundation

extension UINavigationController {
    /// The kind of change a navigation transition shows, passed to the
    /// delegate's `animationControllerFor` method.
    public enum Operation: Int, Sendable {
        /// No change.
        case none = 0
        /// A controller is pushed on the stack.
        case push = 1
        /// Controllers are popped off the stack.
        case pop = 2
    }
}
