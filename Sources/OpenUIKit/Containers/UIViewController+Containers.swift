import Foundation

extension UIViewController {
    /// The nearest ancestor that is a navigation controller (the
    /// controller itself does not count), else nil.
    ///
    /// Difference from UIKit: not overridable (it is declared in an
    /// extension; Linux Swift cannot override extension members).
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller, else nil.
    ///
    /// Difference from UIKit: not overridable (declared in an extension).
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest ancestor that is a split view controller, else nil.
    ///
    /// Difference from UIKit: not overridable (declared in an extension).
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The nearest parent, grandparent, … of type `Container`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parentStorage
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parentStorage
        }
        return nil
    }
}
