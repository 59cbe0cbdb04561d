import Foundation

/// `.coverVertical`: the presented view slides up from below the
/// container to its final frame; a dismissal slides it back down. A
/// critically damped spring of 0.5 s (UIKit's sheet and modal curve is a
/// spring without overshoot).
@MainActor
final class CoverVerticalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key), let controller = transitionContext.viewController(forKey: controllerKey) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let shown = presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.maxY - shown.minY)
        if presenting {
            container.addSubview(view)
            view.frame = hidden
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 1,
            initialSpringVelocity: 0, options: [], animations: { view.frame = self.presenting ? shown : hidden },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if self.presenting == cancelled { view.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
