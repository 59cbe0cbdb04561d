import Foundation

/// `.crossDissolve`: the presented view fades in over 0.4 s (ease in and
/// out); a dismissal fades it out.
@MainActor
final class CrossDissolveAnimator: NSObject, StyleAnimating {
    let presenting: Bool
    static let duration: TimeInterval = 0.4

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func animate(_ parts: TransitionParts, in transitionContext: any UIViewControllerContextTransitioning) {
        let view = parts.presentedView
        if presenting {
            parts.container.addSubview(view)
            view.frame = transitionContext.finalFrame(for: parts.presented)
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
