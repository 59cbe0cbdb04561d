import Foundation
import UIKit

/// The guide's Listing 10-2 animator (the diagonal slide), in Swift, with
/// two marked corrections that let a dismissal be seen.
@MainActor
final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // Get the set of relevant objects.
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)

        // Set up some variables for the animation.
        let containerFrame = containerView.frame
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)

        // Set up the animation parameters.
        if presenting {
            // Modify the frame of the presented view so that it starts
            // offscreen at the lower-right corner of the container.
            toViewStartFrame.origin.x = containerFrame.size.width
            toViewStartFrame.origin.y = containerFrame.size.height
        } else {
            // Modify the frame of the dismissed view so it ends in
            // the lower-right corner of the container view.
            // (The guide takes the size from the "to" view, which is nil
            // when the presenter's view stayed; the "from" view's keeps
            // the card its size either way.)
            fromViewFinalFrame = CGRect(
                x: containerFrame.size.width, y: containerFrame.size.height,
                width: fromView?.frame.size.width ?? 0, height: fromView?.frame.size.height ?? 0)
        }

        // Always add the "to" view to the container.
        // And it doesn't hurt to set its start frame.
        // (The guide adds it on top; when dismissing, that covers the
        // leaving "from" view for the whole animation, so it goes below.)
        if let toView {
            if presenting { containerView.addSubview(toView) } else { containerView.insertSubview(toView, at: 0) }
            toView.frame = toViewStartFrame
        }

        // Animate using the animator's own duration value.
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.presenting {
                // Move the presented view into position.
                toView?.frame = toViewFinalFrame
            } else {
                // Move the dismissed view offscreen.
                fromView?.frame = fromViewFinalFrame
            }
        }, completion: { _ in
            let success = !transitionContext.transitionWasCancelled
            // After a failed presentation or successful dismissal, remove the view.
            if (self.presenting && !success) || (!self.presenting && success) {
                toView?.removeFromSuperview()
            }
            // Notify UIKit that the transition has finished
            transitionContext.completeTransition(success)
        })
    }
}
