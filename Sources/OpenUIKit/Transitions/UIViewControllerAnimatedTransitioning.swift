import Foundation

/// An object that animates a presentation or dismissal (an animator).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the transition's animation.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

    /// Runs the transition's animation; calls
    /// `transitionContext.completeTransition(_:)` when it ends.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

    /// An interruptible animator driving the transition, returned again for
    /// the whole transition (optional; the default says there is none).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating

    /// Called after the transition ended (`transitionCompleted` false when cancelled).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// No interruptible animator (UIKit's optional method left out).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }

    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
