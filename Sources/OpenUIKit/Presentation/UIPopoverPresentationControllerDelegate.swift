import Foundation

/// What a popover tells and asks its delegate, besides adaptation and
/// user-initiated dismissal (``UIAdaptivePresentationControllerDelegate``).
/// Every method is optional.
///
/// Difference from UIKit: the popover's ``UIPresentationController/delegate``
/// keeps its base type; the popover calls these methods on a delegate that
/// also conforms to this protocol.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)

    /// The container changed size while the popover is shown: the delegate
    /// may change the rectangle (in `view`'s coordinates) and the view the
    /// popover points at.
    ///
    /// Difference from UIKit: `view` is an `UnsafeMutablePointer` (Linux
    /// has no `AutoreleasingUnsafeMutablePointer`).
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>
    )
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}

    /// Does nothing.
    public func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>
    ) {}
}
