import Foundation

/// One presentation or dismissal, from `present`/`dismiss` until
/// `completeTransition(_:)`: it owns the transitioning context and the
/// coordinator, asks the delegate for the animator and interaction
/// controller, drives the appearance callbacks and the presentation
/// controller's hooks, and keeps the relationships right when it finishes
/// or is cancelled.
///
/// Its ``State`` is one enum: pending (linked, waiting for the next
/// run-loop turn) → starting → running (animating ⇄ interactive, then
/// finishing or cancelling) → completed. Every built-in style runs through
/// here too, with an internal presentation controller and animator. The
/// links between the controllers change only through ``PresentationLinks``.
@MainActor
final class ModalTransition {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    /// The controller presented (for a dismissal, the topmost one, which
    /// animates; for a presentation, the adaptive delegate's replacement
    /// once the style adapted).
    var presented: UIViewController
    /// The controller that presents (for a dismissal, the one revealed).
    let presenter: UIViewController
    /// For a dismissal of a stack, the controllers below the top one, bottom first.
    let between: [UIViewController]
    /// The controller directly presented by ``presenter``.
    var bottom: UIViewController
    weak var source: UIViewController?
    let animated: Bool
    let completion: (() -> Void)?

    /// Where the transition is, with what is known from then on.
    var state = State.pending
    var alongside: [AlongsideAnimation] = []
    var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Layers whose time a percent-driven interaction scrubs.
    var scrubbedLayers: [CALayer] = []
    /// Controllers between a dismissal's presenter and its top that were
    /// on screen when it started.
    var hiddenBetween: [UIViewController] = []
    /// The timer that reports an animator that never calls
    /// `completeTransition(_:)`; cancelled when the transition ends, so an
    /// ended transition leaves no pending timer behind.
    var completionWatch: MediaTimeTimers.Token?

    private(set) lazy var context = TransitionContext(transition: self)
    private(set) lazy var coordinator = TransitionCoordinator(transition: self)


    init(
        presentationOf presented: UIViewController, by presenter: UIViewController, source: UIViewController,
        animated: Bool, completion: (() -> Void)?
    ) {
        kind = .presentation
        self.presented = presented
        self.presenter = presenter
        bottom = presented
        between = []
        self.source = source
        self.animated = animated
        self.completion = completion
    }

    init(dismissalOf stack: [UIViewController], by presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        kind = .dismissal
        presented = stack[stack.count - 1]
        bottom = stack[0]
        between = Array(stack.dropLast())
        self.presenter = presenter
        source = presenter
        self.animated = animated
        self.completion = completion
    }

    /// Keeps `transition` and starts it in the next run-loop turn.
    static func schedule(_ transition: ModalTransition) {
        LiveTransitions.current.modal.append(transition)
        PresentationLinks.claim([transition.presenter, transition.presented], for: transition)
        UIKitRuntime.current.deferToNextTurn { transition.start() }
    }

    /// The presentation controller laying out the presentation (before the
    /// start, the presented controller's current one).
    var layoutController: UIPresentationController {
        record?.layoutController ?? presented.currentPresentationController()!
    }

    /// The container view the transition runs in.
    var containerView: UIView { layoutController.containerStorage ?? presenter.view }

    private func start() {
        guard case .pending = state else { return }
        switch kind {
        case .presentation: startPresentation()
        case .dismissal: startDismissal()
        }
    }

    /// The setup of a transition laid out by `record`: the delegate's
    /// animator and interaction controller, else the built-in animator of
    /// the style in effect (and, for a sheet swiped down, its drag's
    /// interaction).
    func makeSetup(
        record: PresentationRecord, delegateAnimator: (any UIViewControllerAnimatedTransitioning)?,
        delegateInteractor: (any UIViewControllerInteractiveTransitioning)?, movesPresenterView: Bool
    ) -> Setup {
        let animator = delegateAnimator
            ?? BuiltInAnimator.make(for: record.style, transitionStyle: record.transitionStyle, presenting: kind == .presentation)
        let interactor = (delegateAnimator == nil ? nil : delegateInteractor) ?? userDismissalInteractor(record: record)
        return Setup(record: record, animator: animator, interactor: interactor, movesPresenterView: movesPresenterView)
    }

    /// Forgets the transition: it completed (`cancelled` or not), the
    /// controllers no longer take part, the coordinator is gone.
    func end(cancelled: Bool) {
        state = .completed(cancelled: cancelled)
        PresentationLinks.release([presenter, presented], from: self)
        LiveTransitions.current.modal.removeAll { $0 === self }
    }
}
