import Foundation

/// The presentation controller of sheets (`.pageSheet`, `.formSheet`, and
/// `.automatic`, which is `.pageSheet`), drawn as iOS 17 draws them.
///
/// In a horizontally compact environment (a phone) the sheet is a card:
/// its top corners rounded, resting at one of its ``detents`` (at
/// ``UISheetPresentationController/Detent/large()`` its top is 10 points
/// below the container's safe-area top), over a black dimming view at
/// alpha 0.4 that fades in and out with the transition. When the sheet is
/// at full height and dimmed, the presenter's view is pushed back — scaled
/// to 0.92 about its centre with corners rounded to 10 points when it fills
/// the window; a sheet presented from a sheet lifts the lower sheet the
/// same way, its top peeking 10 points above the new one. In a regular
/// width the sheet is centred (page sheets up to 704 points wide from the
/// card's top down, form sheets 540 × 620 in the middle), dimmed, with
/// every corner rounded; detents do not apply there.
///
/// The user can drag the sheet between detents and down to dismiss it
/// (a user-initiated dismissal: the adaptive delegate's
/// `presentationControllerShouldDismiss`, `presentationControllerWillDismiss`
/// and `presentationControllerDidDismiss`, or
/// `presentationControllerDidAttemptToDismiss` when the presented
/// controller — or a child of it — is ``UIViewController/isModalInPresentation``
/// or the delegate refuses). The dismissal is the ordinary interactive
/// dismissal, driven by the drag. The presenter's views stay and get no
/// appearance callbacks.
///
/// Differences from UIKit: ``presentedView`` is the presented
/// controller's own view (UIKit wraps it in a shadow view), so the corner
/// rounding and the grabber are on that view; a tap on the dimming view
/// does not dismiss; ``prefersScrollingExpandsWhenScrolledToEdge`` is
/// stored but scroll views inside the sheet do not hand their drags to
/// the sheet; the sheet's `delegate` keeps the adaptive delegate's type
/// (see ``UISheetPresentationControllerDelegate``).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    let sheetStyle: UIModalPresentationStyle
    var detentsStorage: [Detent] = [.large()]
    var selectedDetentStorage: Detent.Identifier?
    var largestUndimmedStorage: Detent.Identifier?
    var grabberStorage = false
    var cornerRadiusStorage: CGFloat?
    /// How deep ``animateChanges(_:)`` calls are nested.
    var changeAnimationDepth = 0
    /// The views and state the sheet adds while presented.
    var chrome: SheetChrome?
    /// The interaction a drag asked the next dismissal to use.
    var pendingDismissInteraction: SheetDismissInteraction?
    /// The sheet's top while the user drags it between detents (nil at rest).
    var draggedTop: CGFloat?

    /// Creates a sheet presentation controller.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        let style = presentedViewController.modalPresentationStyle
        sheetStyle = style == .formSheet ? .formSheet : .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// `.pageSheet` or `.formSheet`.
    open override var presentationStyle: UIModalPresentationStyle { sheetStyle }

    /// In a compact width, a card from the current detent's height (plus
    /// the bottom safe-area inset) to the container's bottom; otherwise a
    /// centred sheet (page sheets up to 704 points wide, form sheets
    /// 540 × 620).
    open override var frameOfPresentedViewInContainerView: CGRect {
        sheetFrame()
    }

    // MARK: Detents

    /// The heights the sheet rests at (default `[.large()]`); an empty
    /// array means `[.large()]`. Changing it relayouts the sheet (animated
    /// inside ``animateChanges(_:)``).
    open var detents: [Detent] {
        get { detentsStorage }
        set {
            detentsStorage = newValue.isEmpty ? [.large()] : newValue
            sheetPropertiesChanged()
        }
    }

    /// The detent the sheet rests at; nil (the default), or an identifier
    /// not among the active ``detents``, means the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { selectedDetentStorage }
        set {
            selectedDetentStorage = newValue
            sheetPropertiesChanged()
        }
    }

    /// The largest detent at which the sheet does not dim what is behind
    /// it (and lets touches through to it); nil (the default) dims at
    /// every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { largestUndimmedStorage }
        set {
            largestUndimmedStorage = newValue
            sheetPropertiesChanged()
        }
    }

    /// Whether a grabber (36 × 5 points, at the top centre) shows on the sheet (default false).
    open var prefersGrabberVisible: Bool {
        get { grabberStorage }
        set {
            grabberStorage = newValue
            chrome?.updateGrabber()
        }
    }

    /// Whether scrolling a scroll view in the sheet to its edge expands the
    /// sheet to the next detent (default true). Stored; OpenUIKit's scroll
    /// views do not yet hand their drags to the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The sheet's corner radius (nil, the default: the system's 10 points).
    open var preferredCornerRadius: CGFloat? {
        get { cornerRadiusStorage }
        set {
            cornerRadiusStorage = newValue
            chrome?.styleSheetCorners()
        }
    }

    /// Runs `changes` (to ``detents``, ``selectedDetentIdentifier``,
    /// ``largestUndimmedDetentIdentifier`` …) and animates the sheet to
    /// its new detent and dimming; outside it those changes apply at once.
    open func animateChanges(_ changes: () -> Void) {
        changeAnimationDepth += 1
        changes()
        changeAnimationDepth -= 1
        if changeAnimationDepth == 0 { settle(animated: true) }
    }

    /// Resolves the detents again (call it when a custom resolver would
    /// now answer differently); relayouts the sheet.
    open func invalidateDetents() {
        sheetPropertiesChanged()
    }

    // MARK: Transition hooks

    /// Adds the dimming view under the sheet, rounds the sheet's corners,
    /// adds the grabber and the drag, and fades the dimming in and pushes
    /// the presenter back alongside the transition.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        installChrome()
    }

    /// A cancelled presentation removes what ``presentationTransitionWillBegin()`` added.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { removeChrome() }
    }

    /// Fades the dimming out and brings the presenter forward alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        chrome?.animateAlongside(dimmingAlpha: 0, pushBack: 0, coordinator: presentedViewController.transitionCoordinator)
    }

    /// A finished dismissal removes the chrome and restores the presenter;
    /// a cancelled one puts the sheet back at its detent.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            removeChrome()
        } else {
            settle(animated: false)
        }
    }

    /// Keeps the dimming view covering the container (after a rotation too).
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        chrome?.layoutDimming()
    }

    /// Keeps the grabber on top of the sheet's content, centred.
    open override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        chrome?.layoutGrabber()
    }
}
