import Foundation

/// The drag on a presented sheet: between detents it resizes the card and
/// settles at the nearest detent; below the smallest detent it starts a
/// user-initiated dismissal — asking the adaptive delegate first — and
/// drives it, finishing past half the way or on a downward flick faster
/// than 1000 points per second, else cancelling. A refused dismissal
/// (`isModalInPresentation`, or `presentationControllerShouldDismiss`
/// false) rubber-bands and tells the delegate
/// `presentationControllerDidAttemptToDismiss`.
@MainActor
final class SheetDragController: NSObject, UIGestureRecognizerDelegate {
    enum Mode { case idle, resizing, dismissing, refused }

    /// Speed (points per second, downwards) that dismisses whatever the distance.
    static let dismissVelocity: CGFloat = 1000
    /// Share of the way down past which a release dismisses.
    static let dismissProgress: CGFloat = 0.5

    unowned let sheet: UISheetPresentationController
    private(set) var mode = Mode.idle
    private var startTop: CGFloat = 0
    private var interaction: SheetDismissInteraction?
    /// The detent the drag started at, to tell the delegate when it changes.
    private var startDetent: UISheetPresentationController.Detent.Identifier?

    private(set) lazy var pan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: SheetDragController.handlePan)
        pan.delegate = self
        return pan
    }()

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init()
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = sheet.presentedView, view.window != nil, view.superview === sheet.containerView,
            sheet.presentedViewController.transitionCoordinator == nil
        else { return false }
        return view.bounds.contains(touch.location(in: view))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let translation = pan.translation(in: sheet.containerView)
        return abs(translation.y) >= abs(translation.x)
    }

    // MARK: The drag

    func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let container = sheet.containerView else { return }
        switch recognizer.state {
        case .began:
            startTop = sheet.sheetFrame().minY
            startDetent = sheet.currentDetent()?.detent.identifier
            mode = .resizing
            move(to: startTop + pan.translation(in: container).y, in: container)
        case .changed:
            move(to: startTop + pan.translation(in: container).y, in: container)
        case .ended:
            release(velocity: pan.velocity(in: container).y, in: container)
        case .cancelled, .failed:
            release(velocity: 0, in: container)
        default:
            break
        }
    }

    /// The finger wants the sheet's top at `top`.
    private func move(to top: CGFloat, in container: UIView) {
        let tops = sheet.detentTops(in: container).map(\.top)
        guard let smallestTop = tops.max(), let largestTop = tops.min() else { return }
        if mode == .resizing, top > smallestTop {
            beginDismissal(at: smallestTop)
        }
        switch mode {
        case .resizing:
            let limited = top < largestTop ? largestTop - Self.rubberBand(largestTop - top, dimension: container.bounds.height) : top
            sheet.draggedTop = limited
            UIView.performWithoutAnimation {
                sheet.presentedView?.frame = sheet.sheetFrame()
                sheet.chrome?.setLook(dimmingAlpha: sheet.dimmingAlpha(forTop: limited), pushBack: sheet.pushBackFraction(forTop: limited))
            }
        case .dismissing:
            interaction?.drag(to: (top - smallestTop) / max(container.bounds.maxY - smallestTop, 1))
        case .refused:
            let offset = Self.rubberBand(max(top - smallestTop, 0), dimension: container.bounds.height)
            UIView.performWithoutAnimation { sheet.presentedView?.transform = CGAffineTransform(translationX: 0, y: offset) }
        case .idle:
            break
        }
    }

    /// The drag went below the smallest detent: a user-initiated dismissal,
    /// if the presented controller and the delegate allow it.
    private func beginDismissal(at smallestTop: CGFloat) {
        let presented = sheet.presentedViewController
        if let smallest = sheet.resolvedDetents().first?.detent.identifier, sheet.currentDetent()?.detent.identifier != smallest {
            sheet.selectedDetentStorage = smallest
        }
        sheet.draggedTop = nil
        UIView.performWithoutAnimation {
            sheet.presentedView?.frame = sheet.sheetFrame()
            sheet.chrome?.setLook(dimmingAlpha: sheet.dimmingAlpha(forTop: smallestTop), pushBack: sheet.pushBackFraction(forTop: smallestTop))
        }
        guard sheet.beginUserDismissal() else {
            mode = .refused
            return
        }
        mode = .dismissing
        let interaction = SheetDismissInteraction()
        self.interaction = interaction
        sheet.pendingDismissInteraction = interaction
        let dismissed = sheet
        presented.dismiss(animated: true) { dismissed.delegate?.presentationControllerDidDismiss(dismissed) }
        // A cancelled dismissal leaves the sheet at the smallest detent.
        presented.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
            if context.isCancelled { self?.notifyIfDetentChanged() }
        }
    }

    /// The finger lifted, moving at `velocity` points per second (downwards positive).
    private func release(velocity: CGFloat, in container: UIView) {
        switch mode {
        case .resizing:
            settleAtNearestDetent(velocity: velocity, in: container)
        case .dismissing:
            if let interaction {
                interaction.release(finishing: interaction.progress > Self.dismissProgress || velocity > Self.dismissVelocity)
            }
        case .refused:
            let view = sheet.presentedView
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [.allowUserInteraction, .beginFromCurrentState], animations: { view?.transform = .identity })
            notifyIfDetentChanged()
        case .idle:
            break
        }
        mode = .idle
        interaction = nil
    }

    /// Settles the card at the detent nearest to where the drag would carry it.
    private func settleAtNearestDetent(velocity: CGFloat, in container: UIView) {
        let projected = sheet.sheetFrame().minY + velocity * 0.15
        let tops = sheet.detentTops(in: container)
        if let nearest = tops.min(by: { abs($0.top - projected) < abs($1.top - projected) }),
            nearest.identifier != sheet.currentDetent()?.detent.identifier {
            sheet.selectedDetentStorage = nearest.identifier
        }
        sheet.settle(animated: true)
        notifyIfDetentChanged()
    }

    /// Tells the sheet's delegate when the drag left the sheet at another detent.
    private func notifyIfDetentChanged() {
        let now = sheet.currentDetent()?.detent.identifier
        guard now != startDetent else { return }
        startDetent = now
        (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }

    // MARK: Helpers

    /// How far a view pulled `offset` points past its limit moves (UIScrollView's rubber band).
    static func rubberBand(_ offset: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (offset * 0.55 / dimension + 1)) * dimension
    }
}
