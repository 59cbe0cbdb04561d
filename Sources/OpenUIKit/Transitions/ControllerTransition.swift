import Foundation

/// One view-controller transition — a presentation, a dismissal, a
/// navigation push or pop, a tab switch — from the call that asks for it
/// until `completeTransition(_:)`: it owns the transitioning context and
/// the coordinator, runs the animator or the interaction controller,
/// the animations queued beside it and the interaction handlers, and
/// scrubs layer time for a percent-driven interaction.
///
/// Its ``State`` is one enum: pending → starting → running (animating ⇄
/// interactive, then finishing or cancelling) → completed. Subclasses
/// decide what the transition is about — which controllers and views are
/// `from` and `to`, their frames, the container — and what finishing or
/// cancelling does (``transitionDidComplete(_:)``); the machinery here is
/// the same for all of them.
@MainActor
class ControllerTransition {
    let animated: Bool

    /// Where the transition is, with what is known from then on.
    var state = State.pending
    var alongside: [AlongsideAnimation] = []
    var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Layers whose time a percent-driven interaction scrubs.
    var scrubbedLayers: [CALayer] = []
    /// The timer that reports an animator that never calls
    /// `completeTransition(_:)`; cancelled when the transition ends, so an
    /// ended transition leaves no pending timer behind.
    var completionWatch: MediaTimeTimers.Token?

    private(set) lazy var context = TransitionContext(transition: self)
    private(set) lazy var coordinator = TransitionCoordinator(transition: self)

    init(animated: Bool) {
        self.animated = animated
    }

    // MARK: What subclasses describe

    /// The container view the transition runs in.
    var containerView: UIView { preconditionFailure("ControllerTransition.containerView is abstract") }

    /// The context's `presentationStyle` (`.none` outside presentations).
    var presentationStyle: UIModalPresentationStyle { .none }

    /// The controller the context names for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }

    /// The view the context names for `key` (nil when the animator must not move it).
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    /// Where `controller`'s view starts, in container coordinates.
    func initialFrame(for controller: UIViewController) -> CGRect { .zero }

    /// Where `controller`'s view ends, in container coordinates.
    func finalFrame(for controller: UIViewController) -> CGRect { .zero }

    /// What messages call the transition ("presenting <B: 0x…>").
    var subjectDescription: String { "\(self)" }

    /// `completeTransition(_:)` arrived: finish (`didComplete`) or put
    /// everything back as it was. Called once, after the alongside
    /// completions and before the animator's `animationEnded(_:)`.
    func transitionDidComplete(_ didComplete: Bool) {}

    /// Forgets the transition: it completed (`cancelled` or not), the
    /// coordinator is gone. Subclasses also unlink their controllers.
    func end(cancelled: Bool) {
        state = .completed(cancelled: cancelled)
    }
}
