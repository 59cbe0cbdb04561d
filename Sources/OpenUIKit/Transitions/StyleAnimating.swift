import Foundation

/// What the animators of the standard transition styles share: a
/// direction, a duration (0 when the transition is not animated), and the
/// parts of the transition they move, looked up once. A transition missing
/// one of them (nothing to move) completes at once.
@MainActor
protocol StyleAnimating: UIViewControllerAnimatedTransitioning {
    /// Whether this animates a presentation (else a dismissal).
    var presenting: Bool { get }
    /// The animation's length when animated.
    static var duration: TimeInterval { get }
    /// Runs the animation of `parts` and completes `context` at its end.
    func animate(_ parts: TransitionParts, in context: any UIViewControllerContextTransitioning)
}

/// The controllers and views a standard style's animator moves.
@MainActor
struct TransitionParts {
    /// The transition's container view.
    let container: UIView
    /// The controller presented (or being dismissed).
    let presented: UIViewController
    /// Its view.
    let presentedView: UIView
    /// The controller it was presented from.
    let presenter: UIViewController
}

extension StyleAnimating {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: presenting ? .to : .from),
            let presentedView = transitionContext.view(forKey: presenting ? .to : .from),
            let presenter = transitionContext.viewController(forKey: presenting ? .from : .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let parts = TransitionParts(
            container: transitionContext.containerView, presented: presented, presentedView: presentedView,
            presenter: presenter)
        animate(parts, in: transitionContext)
    }
}
