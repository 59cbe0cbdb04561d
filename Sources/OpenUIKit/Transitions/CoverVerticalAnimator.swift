import Foundation

/// `.coverVertical` (and every sheet): the presented view slides up from
/// below the container to its final frame; a dismissal slides it back
/// down from where it is. A critically damped spring of 0.5 s (UIKit's
/// modal curve is a spring without overshoot); when the transition starts
/// interactively (a sheet dragged down) the slide is linear, so the view
/// follows the finger as the interaction scrubs it.
///
/// A cancelled transition puts the view back: a cancelled presentation
/// removes it, a cancelled dismissal returns it to where it started.
@MainActor
final class CoverVerticalAnimator: NSObject, StyleAnimating {
    let presenting: Bool
    static let duration: TimeInterval = 0.5

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func animate(_ parts: TransitionParts, in transitionContext: any UIViewControllerContextTransitioning) {
        let (container, view, controller) = (parts.container, parts.presentedView, parts.presented)
        let shown = presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.maxY - shown.minY)
        if presenting {
            container.addSubview(view)
            view.frame = hidden
        }
        let duration = transitionDuration(using: transitionContext)
        let slide = { view.frame = self.presenting ? shown : hidden }
        let completion = { (_: Bool) in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                if self.presenting { view.removeFromSuperview() } else { view.frame = shown }
            } else if !self.presenting {
                view.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
        if transitionContext.isInteractive {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: slide, completion: completion)
        } else {
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: slide, completion: completion)
        }
    }
}
