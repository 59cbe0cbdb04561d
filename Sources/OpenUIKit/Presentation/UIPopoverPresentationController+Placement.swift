import Foundation

extension UIPopoverPresentationController {
    /// The default size of a popover's content (a presented controller
    /// without a preferred content size).
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The background class in effect.
    var backgroundClass: UIPopoverBackgroundView.Type {
        popoverBackgroundViewClass ?? PopoverDefaultBackgroundView.self
    }

    /// Whether a source is set (a view or an item).
    var hasSource: Bool { sourceView != nil || sourceItem != nil }

    /// The rectangle the arrow points at, in `container`'s coordinates
    /// (nil: no source, or a source not shown).
    func sourceRect(in container: UIView) -> CGRect? {
        if let sourceItem { return sourceItem.frame(in: container) }
        guard let sourceView, sourceView.sharesHierarchy(with: container) else { return nil }
        let rect = sourceRect.isNull || sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// The area the popover stays in: the container's safe area less the
    /// layout margins.
    func placementArea(in container: UIView) -> CGRect {
        container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
    }

    /// The card's size asked for: the presented controller's (or this
    /// controller's) preferred content size, plus the background's content
    /// insets; 320 × 480 when none is set.
    var requestedCardSize: CGSize {
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = preferredContentSize }
        if size.width <= 0 || size.height <= 0 { size = Self.defaultContentSize }
        let insets = popoverBackgroundViewClass?.contentViewInsets() ?? .zero
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    /// Places the popover in `container` (remembering the placement, which
    /// gives the arrow's direction); without a source the card is centred
    /// with no arrow.
    @discardableResult
    func place(in container: UIView) -> PopoverPlacement {
        let area = placementArea(in: container)
        let size = requestedCardSize
        let result: PopoverPlacement
        if let source = sourceRect(in: container) {
            result = PopoverPlacement.place(
                size: size, source: source, area: area, arrowHeight: backgroundClass.arrowHeight(),
                permitted: permittedArrowDirections, canOverlap: canOverlapSourceViewRect)
        } else {
            let card = CGSize(width: min(size.width, area.width), height: min(size.height, area.height))
            result = PopoverPlacement(
                frame: CGRect(x: (area.midX - card.width / 2).rounded(), y: (area.midY - card.height / 2).rounded(), width: card.width, height: card.height),
                direction: .unknown, arrowOffset: 0)
        }
        placement = result
        return result
    }
}

extension UIPopoverPresentationController {
    /// How long the card takes to reach a new preferred content size.
    static let resizeDuration: TimeInterval = 0.25

    /// The delegate's `willRepositionPopoverTo` with the source rectangle
    /// and view (a source item is not asked about); what it leaves in them
    /// becomes the source.
    func askDelegateToReposition() {
        guard sourceItem == nil, let view = sourceView,
            let delegate = delegate as? any UIPopoverPresentationControllerDelegate
        else { return }
        var rect = sourceRect.isNull || sourceRect == .zero ? view.bounds : sourceRect
        var target = view
        CallbackTrace.record("popoverPresentationController(_:willRepositionPopoverTo:in:)", on: delegate)
        delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &target)
        if target !== view { sourceView = target }
        if rect != sourceRect { sourceRect = rect }
    }

    /// Moves the card to its frame for the current preferred content size,
    /// animated when the popover shows and no transition runs.
    func resizeToPreferredContentSize() {
        guard let chrome, let container = containerStorage, chrome.superview === container else { return }
        let frame = frameOfPresentedViewInContainerView
        guard frame != chrome.frame else { return }
        let apply = {
            chrome.frame = frame
            chrome.layoutIfNeeded()
        }
        if presentedViewController.transitionInProgress == nil, container.window != nil {
            UIView.animate(withDuration: Self.resizeDuration, delay: 0, options: [.curveEaseInOut], animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }
}
