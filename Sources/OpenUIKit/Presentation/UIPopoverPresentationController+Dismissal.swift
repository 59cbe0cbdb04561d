import Foundation

extension UIPopoverPresentationController {
    /// A tap outside the card (ORACLE 27, 39): refused — the delegate's
    /// `presentationControllerDidAttemptToDismiss` — when the presented
    /// controller is modal in presentation or the delegate says no;
    /// otherwise `presentationControllerWillDismiss`, the dismissal, then
    /// `presentationControllerDidDismiss`. Nothing while a transition runs
    /// or the popover presents something itself.
    func userTappedOutside() {
        let presented = presentedViewController
        guard presented.transitionInProgress == nil, presented.presentedViewController == nil else { return }
        if SheetDragController.isModal(presented) || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
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
