import UIKit

/// A transitioning delegate that logs what UIKit asks it and vends the
/// objects it holds.
@MainActor
final class LoggingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: Log
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var dismissalAnimator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    init(_ log: Log) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log.append("delegate.presentationController")
        return makePresentationController?(presented, presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("delegate.animationControllerForPresented")
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("delegate.animationControllerForDismissed")
        return dismissalAnimator ?? animator
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.append("delegate.interactionControllerForPresentation")
        return interactor
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.append("delegate.interactionControllerForDismissal")
        return dismissalInteractor
    }
}

/// An animator that logs its calls and slides the view in from the
/// right (or out) over `duration` with `UIView.animate`.
@MainActor
final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: Log
    let duration: TimeInterval
    var presenting = true
    var seenAnimated: [Bool] = []
    /// Called with each context `animateTransition` gets.
    var onAnimate: ((any UIViewControllerContextTransitioning) -> Void)?

    init(_ log: Log, duration: TimeInterval = 0.5) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        log.append("animator.transitionDuration")
        return duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.append("animator.animateTransition")
        seenAnimated.append(transitionContext.isAnimated)
        onAnimate?(transitionContext)
        let container = transitionContext.containerView
        let isPresenting = presenting
        let movingKey: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let moving = transitionContext.view(forKey: movingKey) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let shown = container.bounds
        let hidden = shown.offsetBy(dx: shown.width, dy: 0)
        if isPresenting {
            container.addSubview(moving)
            moving.frame = hidden
        }
        UIView.animate(withDuration: transitionContext.isAnimated ? duration : 0, delay: 0, options: [.curveLinear], animations: {
            moving.frame = isPresenting ? shown : hidden
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if isPresenting == cancelled { moving.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.append("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A presentation controller that logs its hooks.
@MainActor
final class LoggingPresentationController: UIPresentationController {
    var log: Log?
    var removesPresenter = false
    var presentsInFullscreen = true

    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var shouldPresentInFullscreen: Bool { presentsInFullscreen }

    override var presentedView: UIView? {
        log?.append("pc.presentedView")
        return super.presentedView
    }

    override func presentationTransitionWillBegin() { log?.append("pc.presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.append("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?.append("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.append("pc.dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log?.append("pc.containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log?.append("pc.containerViewDidLayoutSubviews") }
}
