import Foundation

/// What a sheet adds while it is presented: the dimming view under it,
/// its rounded corners, the grabber, the push-back of the view behind it,
/// and the drag. Made in `presentationTransitionWillBegin`, gone after
/// `dismissalTransitionDidEnd(true)` (or a cancelled presentation).
@MainActor
final class SheetChrome {
    unowned let sheet: UISheetPresentationController
    let container: UIView
    let presentedView: UIView
    let dimmingView = SheetDimmingView()
    let pushBack: SheetPushBack?
    let drag: SheetDragController
    private var grabber: SheetGrabberView?
    private let savedCornerRadius: CGFloat
    private let savedMaskedCorners: CACornerMask
    private let savedClips: Bool

    init(sheet: UISheetPresentationController, container: UIView, presentedView: UIView) {
        self.sheet = sheet
        self.container = container
        self.presentedView = presentedView
        pushBack = sheet.isCard ? SheetPushBack.make(presenter: sheet.presentingViewController) : nil
        drag = SheetDragController(sheet: sheet)
        savedCornerRadius = presentedView.layer.cornerRadius
        savedMaskedCorners = presentedView.layer.maskedCorners
        savedClips = presentedView.clipsToBounds
    }

    /// Puts the dimming view (transparent) under everything in the
    /// container, styles the sheet, adds the grabber and the drag.
    func install() {
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        styleSheetCorners()
        updateGrabber()
        pushBack?.prepare()
        container.addGestureRecognizer(drag.pan)
    }

    /// Rounds the sheet: the top corners of a card, every corner of a centred sheet.
    func styleSheetCorners() {
        let layer = presentedView.layer
        layer.cornerRadius = sheet.preferredCornerRadius ?? UISheetPresentationController.defaultCornerRadius
        layer.maskedCorners = sheet.isCard
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        presentedView.clipsToBounds = true
    }

    /// Adds or removes the grabber to match `prefersGrabberVisible`.
    func updateGrabber() {
        if sheet.prefersGrabberVisible, grabber == nil {
            grabber = SheetGrabberView()
        } else if !sheet.prefersGrabberVisible, let grabber {
            grabber.removeFromSuperview()
            self.grabber = nil
        }
        layoutGrabber()
    }

    /// Keeps the grabber in front of the sheet's content, at its top centre.
    func layoutGrabber() {
        guard let grabber else { return }
        if presentedView.subviews.last !== grabber { presentedView.addSubview(grabber) }
        let frame = SheetGrabberView.frame(in: presentedView.bounds)
        if grabber.frame != frame { grabber.frame = frame }
    }

    /// Keeps the dimming view over the whole container.
    func layoutDimming() {
        if dimmingView.frame != container.bounds { dimmingView.frame = container.bounds }
    }

    /// Sets the dimming and push-back (animatable).
    func setLook(dimmingAlpha: CGFloat, pushBack fraction: CGFloat) {
        dimmingView.alpha = dimmingAlpha
        pushBack?.apply(fraction)
    }

    /// Animates the dimming and push-back with the transition `coordinator`
    /// runs (scrubbed with it when interactive); without one, sets them.
    func animateAlongside(
        dimmingAlpha: CGFloat, pushBack fraction: CGFloat, coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        guard let coordinator else {
            UIView.performWithoutAnimation { setLook(dimmingAlpha: dimmingAlpha, pushBack: fraction) }
            return
        }
        coordinator.animateAlongsideTransition(
            in: pushBack?.view, animation: { _ in self.setLook(dimmingAlpha: dimmingAlpha, pushBack: fraction) }, completion: nil)
    }

    /// Takes everything away again and gives the sheet and the view behind
    /// it their own look back.
    func remove() {
        dimmingView.removeFromSuperview()
        grabber?.removeFromSuperview()
        grabber = nil
        pushBack?.restore()
        presentedView.layer.cornerRadius = savedCornerRadius
        presentedView.layer.maskedCorners = savedMaskedCorners
        presentedView.clipsToBounds = savedClips
        container.removeGestureRecognizer(drag.pan)
    }
}
