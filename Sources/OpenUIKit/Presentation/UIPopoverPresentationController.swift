import Foundation

/// The presentation controller of `.popover`: the presented controller in a
/// card with an arrow pointing at a source — a rectangle in a view, or a
/// bar button item — placed on the side with the most room and kept inside
/// the window's safe area less ``popoverLayoutMargins`` (ORACLE 38).
///
/// The card is the presented controller's `preferredContentSize` (320 × 480
/// when zero), shrunk to fit the room there is; the arrow lies in the
/// presented view's safe-area inset on its side (the view's frame includes
/// it). ``arrowDirection`` reports the side chosen. A tap outside the card
/// is a user-initiated dismissal (ORACLE 27, 39: `isModalInPresentation`
/// refuses it); touches on ``passthroughViews`` reach them and the popover
/// stays. In a horizontally compact environment the popover adapts to
/// `.fullScreen` unless the delegate keeps it (`.none`). A popover without
/// a source is refused with UIKit's message when it would show as one.
///
/// Differences from UIKit: the ``UIPresentationController/delegate`` keeps
/// its base type (a delegate that also conforms to
/// ``UIPopoverPresentationControllerDelegate`` hears the popover's own
/// calls); ``popoverBackgroundViewClass`` is a `UIPopoverBackgroundView`
/// subclass.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view ``sourceRect`` is in (strongly held, as in UIKit).
    open var sourceView: UIView? {
        didSet { sourceDidChange() }
    }

    /// The rectangle in ``sourceView`` the arrow points at; `.zero` (or
    /// null): the view's bounds.
    open var sourceRect: CGRect = .zero {
        didSet { sourceDidChange() }
    }

    /// A view or bar button item the arrow points at (instead of
    /// ``sourceView`` and ``sourceRect``).
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        didSet { sourceDidChange() }
    }

    /// The bar button item the arrow points at (the ``sourceItem`` when it is one).
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }

    /// The directions the arrow may point in (default `.any`).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any {
        didSet { sourceDidChange() }
    }

    /// The direction the arrow points in (`.unknown` until placed).
    open var arrowDirection: UIPopoverArrowDirection { placement?.direction ?? .unknown }

    /// Space kept free between the popover and the edges of the window's
    /// safe area (default 10 points on every side).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { sourceDidChange() }
    }

    /// Whether the popover may cover its source when it fits nowhere beside
    /// it (default false: it shrinks instead).
    open var canOverlapSourceViewRect = false {
        didSet { sourceDidChange() }
    }

    /// The colour of the card and the arrow (nil: the presented view's
    /// background colour, else the system background).
    open var backgroundColor: UIColor? {
        didSet { chrome?.updateLook() }
    }

    /// Views that keep receiving touches while the popover shows (a touch
    /// on them does not dismiss it).
    open var passthroughViews: [UIView]?

    /// A background class of your own (nil: the standard card and arrow).
    open var popoverBackgroundViewClass: UIPopoverBackgroundView.Type?

    /// The views around the presented one, made when the presentation starts.
    var chrome: PopoverChromeView?
    /// The placement in effect (recomputed at each layout of the container).
    var placement: PopoverPlacement?
    /// The container's size at its last layout (a change asks the delegate to reposition).
    var lastContainerSize: CGSize?

    /// `.popover`.
    override open var presentationStyle: UIModalPresentationStyle { .popover }

    /// `.fullScreen` in a horizontally compact environment (an action
    /// sheet's: `.overFullScreen`), else `.none`.
    override open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return .none }
        return (presentedStorage as? any PopoverAdaptingContent)?.compactPopoverStyle ?? .fullScreen
    }

    /// The chrome: the background and arrow with the presented view inside.
    override open var presentedView: UIView? { chrome ?? presentedStorage?.view }

    /// The card and arrow's frame for the current source and container.
    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        return place(in: container).frame
    }

    /// The delegate's `prepareForPopoverPresentation`, then the chrome and
    /// the view that catches taps outside the card.
    override open func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerStorage else { return }
        lastContainerSize = nil
        let chrome = PopoverChromeView(popover: self)
        self.chrome = chrome
        let catcher = PopoverTapCatcherView(popover: self)
        catcher.frame = container.bounds
        catcher.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(catcher, at: 0)
        chrome.catcher = catcher
        container.addSubview(chrome)
        chrome.adoptPresentedView()
        UIView.performWithoutAnimation {
            chrome.frame = frameOfPresentedViewInContainerView
            chrome.layoutIfNeeded()
        }
    }

    /// The container's size is noted (a later change asks the delegate to
    /// reposition); a cancelled presentation takes the chrome away.
    override open func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        lastContainerSize = containerStorage?.bounds.size
        if !completed { removeChrome() }
    }

    /// A finished dismissal takes the chrome away.
    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { removeChrome() }
    }

    /// Places the card again (the source or the container may have moved).
    override open func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        chrome?.setNeedsLayout()
    }

    /// After the container changed size, the delegate may move the source
    /// (`willRepositionPopoverTo`) before the card is placed again.
    override func containerWillPlacePresentedView() {
        if let size = containerStorage?.bounds.size {
            if let last = lastContainerSize, last != size { askDelegateToReposition() }
            lastContainerSize = size
        }
        chrome?.setNeedsLayout()
    }

    /// The presented controller's preferred content size changed: the card
    /// takes its new size (animated while shown).
    override open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        resizeToPreferredContentSize()
    }

    private func removeChrome() {
        chrome?.catcher?.removeFromSuperview()
        chrome?.removeFromSuperview()
        chrome = nil
    }

    /// The source or a placement setting changed: the card moves at the next layout.
    private func sourceDidChange() {
        containerStorage?.setNeedsLayout()
    }
}
