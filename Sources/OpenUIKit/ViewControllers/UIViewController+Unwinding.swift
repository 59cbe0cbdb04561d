import Foundation

extension UIViewController {
    /// Whether `controller` is this controller, one of its descendants, or
    /// presented (directly or not) by one of them.
    func holds(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parentStorage ?? candidate.presentingStorage
        }
        return false
    }
}
