import Foundation

/// A tab switch without the delegate's animator: the new view replaces
/// the old at once (as UIKit switches tabs), the transition completing
/// as soon as it starts.
@MainActor
final class ImmediateSwitchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
