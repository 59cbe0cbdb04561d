import Foundation

extension UIViewController {
    /// The nearest ancestor that is a navigation controller (the
    /// controller itself does not count), else nil.
    ///
    /// Difference from UIKit: not overridable (it is declared in an
    /// extension; Linux Swift cannot override extension members).
    public var navigationController: UINavigationController? {
        var current = parentStorage
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentStorage
        }
        return nil
    }
}
