import Foundation

/// One presentation or dismissal, from `present`/`dismiss` until
/// `completeTransition(_:)`: it asks the transitioning delegate for the
/// animator and interaction controller, drives the appearance callbacks
/// and the presentation controller's hooks, and keeps the relationships
/// right when it finishes or is cancelled. The machinery it runs on
/// (state, context, coordinator, interaction) is ``ControllerTransition``'s.
///
/// It is pending (linked, waiting for the next run-loop turn) from the
/// call until it starts. Every built-in style runs through here too, with
/// an internal presentation controller and animator. The links between
/// the controllers change only through ``PresentationLinks``.
@MainActor
final class ModalTransition: ControllerTransition {
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
    let completion: (() -> Void)?
    /// Controllers between a dismissal's presenter and its top that were
    /// on screen when it started.
    var hiddenBetween: [UIViewController] = []
    /// The presentation that lays the transition out (for a dismissal, the
    /// top controller's), once started.
    private(set) var record: PresentationRecord?
    /// Whether the presenter's view leaves (presentation) or comes back
    /// (dismissal), once started.
    private(set) var movesPresenterView = false


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
        self.completion = completion
        super.init(animated: animated)
    }

    init(dismissalOf stack: [UIViewController], by presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        kind = .dismissal
        presented = stack[stack.count - 1]
        bottom = stack[0]
        between = Array(stack.dropLast())
        self.presenter = presenter
        source = presenter
        self.completion = completion
        super.init(animated: animated)
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

    override var containerView: UIView { layoutController.containerStorage ?? presenter.view }

    private func start() {
        guard case .pending = state else { return }
        switch kind {
        case .presentation: startPresentation()
        case .dismissal: startDismissal()
        }
    }

    /// The setup of a transition laid out by `record` (kept, with
    /// `movesPresenterView`): the delegate's animator and interaction
    /// controller, else the built-in animator of the style in effect (and,
    /// for a sheet swiped down, its drag's interaction).
    func makeSetup(
        record: PresentationRecord, delegateAnimator: (any UIViewControllerAnimatedTransitioning)?,
        delegateInteractor: (any UIViewControllerInteractiveTransitioning)?, movesPresenterView: Bool
    ) -> Setup {
        let animator = delegateAnimator
            ?? BuiltInAnimator.make(for: record.style, transitionStyle: record.transitionStyle, presenting: kind == .presentation)
        let interactor = (delegateAnimator == nil ? nil : delegateInteractor) ?? userDismissalInteractor(record: record)
        self.record = record
        self.movesPresenterView = movesPresenterView
        return Setup(animator: animator, interactor: interactor)
    }

    /// Forgets the transition: it completed (`cancelled` or not), the
    /// controllers no longer take part, the coordinator is gone.
    override func end(cancelled: Bool) {
        super.end(cancelled: cancelled)
        PresentationLinks.release([presenter, presented], from: self)
        LiveTransitions.current.modal.removeAllIdentical(self)
    }

    // MARK: What the context reports
    //
    // Frames: a presentation's presented controller starts at `.zero` and
    // ends at the presentation controller's `frameOfPresentedViewInContainerView`;
    // a dismissal's presented controller starts where its view is and ends
    // at `.zero`. The presenter's view is where it is (in container
    // coordinates) at both ends, except that a presentation that removes it
    // ends it at `.zero`.

    override var presentationStyle: UIModalPresentationStyle {
        record?.style ?? presented.resolvedPresentationStyle
    }

    override var subjectDescription: String {
        "\(kind == .presentation ? "presenting" : "dismissing") \(presented)"
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let presenting = kind == .presentation
        switch key {
        case .from: return presenting ? presenter : presented
        case .to: return presenting ? presented : presenter
        default: return nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenting = kind == .presentation
        let presentedView = layoutController.presentedView
        let presenterView = movesPresenterView ? presenter.viewIfLoaded : nil
        switch key {
        case .from: return presenting ? presenterView : presentedView
        case .to: return presenting ? presentedView : presenterView
        default: return nil
        }
    }

    override func initialFrame(for controller: UIViewController) -> CGRect {
        if controller === presented {
            return kind == .presentation ? .zero : frameInContainer(layoutController.presentedView)
        }
        if controller === presenter { return presenterFrame() }
        return .zero
    }

    override func finalFrame(for controller: UIViewController) -> CGRect {
        if controller === presented {
            return kind == .presentation ? layoutController.frameOfPresentedViewInContainerView : .zero
        }
        if controller === presenter {
            return kind == .presentation && movesPresenterView ? .zero : presenterFrame()
        }
        return .zero
    }

    override func transitionDidComplete(_ didComplete: Bool) {
        (layoutController.containerStorage as? TransitionContainerView)?.isTransitioning = false
        switch (kind, didComplete) {
        case (.presentation, true): finishPresentation()
        case (.presentation, false): cancelPresentation()
        case (.dismissal, true): finishDismissal()
        case (.dismissal, false): cancelDismissal()
        }
    }

    /// The presenter's view frame in container coordinates (the container's
    /// bounds when its view is not in the window).
    private func presenterFrame() -> CGRect {
        guard let view = presenter.viewIfLoaded, view.window != nil else { return containerView.bounds }
        return frameInContainer(view)
    }
}
