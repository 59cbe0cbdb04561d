import Foundation

extension ControllerTransition {
    /// Where a transition is in its life: pending → starting → running →
    /// completed. While it runs, its ``Mode`` goes animating ⇄ interactive
    /// and ends finishing or cancelling. Each case carries what is known
    /// from then on, so nothing is read before it exists.
    enum State {
        /// Linked and scheduled; starts in the next run-loop turn.
        case pending
        /// Started: the animator and interaction controller are chosen;
        /// appearance callbacks and will-begin hooks run (alongside
        /// animations queue).
        case starting(Setup)
        /// The animator or interaction controller runs.
        case running(Setup, Run)
        /// Ended: finished, or cancelled with everything as it was.
        case completed(cancelled: Bool)
    }

    /// What the start decided, fixed for the rest of the transition.
    struct Setup {
        let animator: any UIViewControllerAnimatedTransitioning
        let interactor: (any UIViewControllerInteractiveTransitioning)?
    }

    /// The animation or interaction under way.
    struct Run {
        let duration: TimeInterval
        /// The animator's interruptible animator, if it has one.
        let interruptibleAnimator: (any UIViewImplicitlyAnimating)?
        let initiallyInteractive: Bool
        var mode: Mode
        /// The last `updateInteractiveTransition(_:)` value.
        var percentComplete: CGFloat = 0
        /// Whether alongside animations started (those added later start at once).
        var alongsideStarted = false
    }

    /// How a running transition moves.
    enum Mode {
        /// On its own, with the animator's animations.
        case animating
        /// Following the interaction controller's updates.
        case interactive
        /// Completing: running to the end after an interaction or `completeTransition(true)`.
        case finishing
        /// Running back to the start: it will end cancelled.
        case cancelling
    }

    // MARK: Reading the state

    /// What the start decided (nil while pending and once completed).
    var setup: Setup? {
        switch state {
        case .starting(let setup), .running(let setup, _): setup
        case .pending, .completed: nil
        }
    }

    /// The running animation (nil before ``run()`` and once completed).
    var running: Run? {
        if case .running(_, let run) = state { return run }
        return nil
    }

    /// Whether the animator or interaction controller runs.
    var isRunning: Bool { running != nil }
    /// Whether the transition has not completed (its coordinator exists).
    var isUnderway: Bool {
        if case .completed = state { return false }
        return true
    }
    var animator: (any UIViewControllerAnimatedTransitioning)? { setup?.animator }
    var interactor: (any UIViewControllerInteractiveTransitioning)? { setup?.interactor }
    var duration: TimeInterval { running?.duration ?? 0 }
    var interruptibleAnimator: (any UIViewImplicitlyAnimating)? { running?.interruptibleAnimator }
    var initiallyInteractive: Bool { running?.initiallyInteractive ?? false }
    var percentComplete: CGFloat { running?.percentComplete ?? 0 }
    var isInteractive: Bool { running?.mode == .interactive }
    /// Whether the transition is being, or was, cancelled.
    var isCancelled: Bool {
        switch state {
        case .running(_, let run): run.mode == .cancelling
        case .completed(let cancelled): cancelled
        case .pending, .starting: false
        }
    }

    /// Changes the running animation (nothing unless running).
    func updateRun(_ change: (inout Run) -> Void) {
        guard case .running(let setup, var run) = state else { return }
        change(&run)
        state = .running(setup, run)
    }
}
