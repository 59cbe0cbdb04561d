import Foundation

extension UIPresentationController {
    /// A dismissal the user starts (swiping a sheet down, tapping outside a
    /// popover) asks first (ORACLE 27): refused — the delegate's
    /// `presentationControllerDidAttemptToDismiss`, false — when the
    /// presented controller (or a controller inside it) is modal in
    /// presentation or the delegate's `presentationControllerShouldDismiss`
    /// says no; otherwise the delegate's `presentationControllerWillDismiss`
    /// and true (the caller dismisses, then tells `presentationControllerDidDismiss`).
    func beginUserDismissal() -> Bool {
        if Self.refusesUserDismissal(presentedViewController) || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        return true
    }

    /// Whether `controller`, or a controller inside it, refuses user dismissals.
    static func refusesUserDismissal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { refusesUserDismissal($0) }
    }
}
