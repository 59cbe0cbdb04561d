import Foundation

extension UIPopoverPresentationController {
    /// A tap outside the card (ORACLE 27, 39): a user-initiated dismissal
    /// (``beginUserDismissal()``), then `presentationControllerDidDismiss`.
    /// Nothing while a transition runs or the popover presents something itself.
    func userTappedOutside() {
        let presented = presentedViewController
        guard presented.transitionInProgress == nil, presented.presentedViewController == nil, beginUserDismissal() else { return }
        let dismissed = self
        presented.dismiss(animated: true) {
            dismissed.delegate?.presentationControllerDidDismiss(dismissed)
            (presented as? any PopoverAdaptingContent)?.popoverDismissedByTapOutside()
        }
    }

    /// The delegate's `prepareForPopoverPresentation` (where it may set the
    /// source); whether the popover then has a source.
    func preparedWithSource() -> Bool {
        if let delegate = delegate as? any UIPopoverPresentationControllerDelegate {
            CallbackTrace.record("prepareForPopoverPresentation", on: delegate)
            delegate.prepareForPopoverPresentation(self)
        }
        return hasSource
    }

    /// UIKit's message for a popover shown without a source.
    var missingSourceReason: String {
        "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
    }
}
