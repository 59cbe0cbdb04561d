import Foundation

extension UIViewController {
    /// `show(_:sender:)`: the target for ``Selector/showViewController``
    /// shows `vc`; with none (or when the target is this controller, which
    /// did not override `show`), a modal presentation.
    func defaultShow(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showViewController, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`: the target for
    /// ``Selector/showDetailViewController`` shows `vc`; with none, a modal
    /// presentation (also when the target is this controller, which did
    /// not override the method).
    func defaultShowDetail(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// `targetViewController(forAction:sender:)`: this controller if it
    /// performs `action`, else up the parent chain, then to the presenting
    /// controller.
    func defaultTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if canPerformAction(action, withSender: sender) { return self }
        return (parentStorage ?? presentingStorage)?.targetViewController(forAction: action, sender: sender)
    }
}
