import Foundation

/// The interaction controller of a sheet's swipe-down dismissal: a
/// percent-driven interaction the drag moves.
///
/// The drag reports progress (and may let go) before the interaction
/// follows it: the dismissal starts in the deferred-work phase after the
/// drag asked for it, and the animations the animator adds then begin at
/// the paused time's offset when that turn commits — so the interaction
/// stays at 0 through that turn and catches up with the drag in the next
/// one (moving it earlier would start the animations part-way and leave
/// the sheet behind the finger).
@MainActor
final class SheetDismissInteraction: UIPercentDrivenInteractiveTransition {
    private var started = false
    /// The drag's latest progress.
    private(set) var progress: CGFloat = 0
    private var pendingRelease: Bool?

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        UIKitRuntime.current.deferToNextTurn { [weak self] in self?.catchUp() }
    }

    /// Follows the drag from now on, applying what it reported so far.
    private func catchUp() {
        started = true
        update(progress)
        if let finishing = pendingRelease { release(finishing: finishing) }
    }

    /// The drag moved the sheet `progress` of the way down (0…1).
    func drag(to progress: CGFloat) {
        self.progress = min(max(progress, 0), 1)
        if started { update(self.progress) }
    }

    /// The drag ended: the dismissal finishes, or is cancelled.
    func release(finishing: Bool) {
        guard started else {
            pendingRelease = finishing
            return
        }
        pendingRelease = nil
        if finishing { finish() } else { cancel() }
    }
}
