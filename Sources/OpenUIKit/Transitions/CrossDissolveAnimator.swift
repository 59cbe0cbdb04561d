import Foundation

/// `.crossDissolve`: the presented view fades in over 0.4 s (ease in and
/// out); a dismissal fades it out.
@MainActor
final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if presenting, let controller = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: controller)
            view.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut], animations: {
            view.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if self.presenting == cancelled { view.removeFromSuperview() }
            view.alpha = 1
            transitionContext.completeTransition(!cancelled)
        })
    }
}
