import Foundation

/// One presentation or dismissal, from `present`/`dismiss` until
/// `completeTransition(_:)`: it owns the transitioning context and the
/// coordinator, asks the delegate for the animator and interaction
/// controller, drives the appearance callbacks and the presentation
/// controller's hooks, and keeps the relationships right when it finishes
/// or is cancelled.
///
/// States: pending (linked, waiting for the next run-loop turn) → running
/// (interactive ↔ animating) → completed. Every built-in style runs
/// through here too, with an internal presentation controller and animator.
@MainActor
final class ModalTransition {
    enum Kind { case presentation, dismissal }
    enum Phase { case pending, running, completed }

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

    var phase = Phase.pending
    var record: PresentationRecord!
    var animator: (any UIViewControllerAnimatedTransitioning)!
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var interruptibleAnimator: (any UIViewImplicitlyAnimating)?
    var duration: TimeInterval = 0
    var isInteractive = false
    var initiallyInteractive = false
    var isCancelled = false
    var percentComplete: CGFloat = 0
    /// Whether the presenter's view leaves (presentation) or comes back (dismissal).
    var movesPresenterView = false
    var alongside: [AlongsideAnimation] = []
    var alongsideStarted = false
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
        transition.presenter.transitionInProgress = transition
        transition.presented.transitionInProgress = transition
        UIKitRuntime.current.deferToNextTurn { transition.start() }
    }

    /// Whether the transition has not completed (its coordinator exists).
    var isUnderway: Bool { phase != .completed }

    /// The presentation controller laying out the presentation (before the
    /// start, the presented controller's current one).
    var layoutController: UIPresentationController {
        record?.layoutController ?? presented.currentPresentationController()!
    }

    /// The container view the transition runs in.
    var containerView: UIView { layoutController.containerStorage ?? presenter.view }

    private func start() {
        guard phase == .pending else { return }
        phase = .running
        switch kind {
        case .presentation: startPresentation()
        case .dismissal: startDismissal()
        }
    }

    /// The delegate's animator and interaction controller, else the
    /// built-in animator of the style in effect.
    func chooseAnimator(
        _ delegateAnimator: (any UIViewControllerAnimatedTransitioning)?,
        _ delegateInteractor: (any UIViewControllerInteractiveTransitioning)?
    ) {
        animator = delegateAnimator
            ?? BuiltInAnimator.make(for: record.style, transitionStyle: record.transitionStyle, presenting: kind == .presentation)
        interactor = (delegateAnimator == nil ? nil : delegateInteractor) ?? userDismissalInteractor()
    }

    /// Forgets the transition: the controllers no longer take part, the
    /// coordinator is gone.
    func end() {
        phase = .completed
        if presenter.transitionInProgress === self { presenter.transitionInProgress = nil }
        if presented.transitionInProgress === self { presented.transitionInProgress = nil }
        LiveTransitions.current.modal.removeAll { $0 === self }
    }
}
