import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The guide's Listing 10-2 animator (the diagonal slide), in Swift.
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
            fromViewFinalFrame = CGRect(
                x: containerFrame.size.width, y: containerFrame.size.height,
                width: toView?.frame.size.width ?? 0, height: toView?.frame.size.height ?? 0)
        }

        // Always add the "to" view to the container.
        // And it doesn't hurt to set its start frame.
        if let toView {
            containerView.addSubview(toView)
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

@MainActor
@Suite struct Listing10_2Tests {
    /// Presents `b` full screen from the host's root with the Listing 10-2 animator.
    private func present(_ host: TestHost, interactive: Bool) -> (UIViewController, UIViewController, DiagonalTransitioningDelegate) {
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let delegate = DiagonalTransitioningDelegate()
        delegate.interactivePresentation = interactive
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.turn()
        return (a, b, delegate)
    }

    @Test func thePresentedViewComesInDiagonallyFromTheLowerRightCorner() {
        let host = TestHost()
        let (_, b, delegate) = present(host, interactive: false)
        host.advance(frames: 3)
        let early = b.view.layer.presentation()!.frame
        host.advance(by: 0.2)
        let later = b.view.layer.presentation()!.frame
        host.runUntilIdle()
        #expect(early.minX > later.minX && early.minY > later.minY)
        #expect(later.minX > 0 && later.minY > 0)
        #expect(b.view.frame == host.window.bounds)
        _ = delegate
    }

    @Test func theDismissedViewLeavesDiagonallyAndIsRemoved() {
        let host = TestHost()
        let (a, b, delegate) = present(host, interactive: false)
        host.runUntilIdle()
        b.dismiss(animated: true)
        host.advance(by: 0.25)
        let midway = b.view.layer.presentation()!.frame
        host.runUntilIdle()
        #expect(midway.minX > 0 && midway.minY > 0)
        #expect(b.view.superview == nil)
        #expect(a.view.superview === host.window)
        #expect(a.view.frame == host.window.bounds)
        _ = delegate
    }

    @Test func aCancelledPresentationTakesTheViewAway() {
        let host = TestHost()
        let (a, b, delegate) = present(host, interactive: true)
        delegate.interactor.update(0.4)
        host.turn()
        #expect(b.view.superview != nil)
        delegate.interactor.cancel()
        host.runUntilIdle()
        #expect(b.view.superview == nil)
        #expect(a.presentedViewController == nil)
        #expect(a.view.superview === host.window)
    }
}
