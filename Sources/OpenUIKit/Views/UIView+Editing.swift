import Foundation

extension UIView {
    /// Makes the first responder give up its status if it is this view or
    /// inside it (a text field ends editing): with `force`, without asking
    /// (no `textFieldShouldEndEditing`); otherwise through its
    /// `resignFirstResponder()`, which may refuse. True when no first
    /// responder is left in the view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard isFirstResponderOrContainsIt, let responder = UIKitRuntime.current.firstResponder.responder else { return true }
        if force {
            UIKitRuntime.current.firstResponder.takeAway()
            return true
        }
        return responder.resignFirstResponder()
    }
}
