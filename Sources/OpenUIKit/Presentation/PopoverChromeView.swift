import Foundation

/// What a popover shows: its background (card and arrow) and, clipped to
/// the card, the presented controller's view — whose frame covers the
/// arrow too, the arrow's side being its safe-area inset.
@MainActor
final class PopoverChromeView: UIView {
    unowned let popover: UIPopoverPresentationController
    let background: UIPopoverBackgroundView
    /// Clips the presented view to the card (rounded corners with the
    /// default background).
    let clipView = UIView()
    /// The view under the chrome that catches taps outside the card.
    weak var catcher: PopoverTapCatcherView?

    init(popover: UIPopoverPresentationController) {
        self.popover = popover
        background = popover.backgroundClass.init(frame: .zero)
        super.init(frame: .zero)
        addSubview(background)
        clipView.clipsToBounds = true
        if popover.backgroundClass.wantsDefaultContentAppearance {
            clipView.layer.cornerRadius = PopoverDefaultBackgroundView.cornerRadius
        }
        addSubview(clipView)
        updateLook()
    }

    /// Takes the presented controller's view in (once the chrome is in the
    /// container, so a view already in the window never leaves it — which
    /// would give its controller appearance callbacks).
    func adoptPresentedView() {
        clipView.addSubview(popover.presentedViewController.view)
        setNeedsLayout()
    }

    required init?(coder: NSCoder) { nil }

    /// The card's colour: the popover's, else the presented view's, else the system background.
    func updateLook() {
        guard let standard = background as? PopoverDefaultBackgroundView else { return }
        standard.fillColor = popover.backgroundColor ?? popover.presentedViewController.viewIfLoaded?.backgroundColor ?? .systemBackground
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let placement = popover.placement
        let direction = placement?.direction ?? .unknown
        background.frame = bounds
        background.arrowDirection = direction
        background.arrowOffset = placement?.arrowOffset ?? 0
        let height = direction == .unknown ? 0 : type(of: background).arrowHeight()
        var arrowSide = UIEdgeInsets.zero
        switch direction {
        case .up: arrowSide.top = height
        case .down: arrowSide.bottom = height
        case .left: arrowSide.left = height
        case .right: arrowSide.right = height
        default: break
        }
        let insets = popover.popoverBackgroundViewClass?.contentViewInsets() ?? .zero
        clipView.frame = bounds.inset(by: arrowSide).inset(by: insets)
        let presented = popover.presentedViewController
        presented.setContainerSafeAreaInsets(arrowSide)
        presented.view.frame = convert(bounds, to: clipView)
        updateLook()
    }
}
