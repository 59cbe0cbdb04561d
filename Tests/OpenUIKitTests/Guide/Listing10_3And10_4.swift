import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The guide's Listings 10-3 and 10-4 in Swift: a
/// `UIPercentDrivenInteractiveTransition` subclass that adds a pan
/// recognizer to the container and turns its vertical translation into
/// the transition's percentage.
@MainActor
final class MyInteractiveTransition: UIPercentDrivenInteractiveTransition {
    var contextData: (any UIViewControllerContextTransitioning)?
    var panGesture: UIPanGestureRecognizer!

    // Listing 10-3
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        // Always call super first.
        super.startInteractiveTransition(transitionContext)
        // Save the transition context for future reference.
        contextData = transitionContext
        // Create a pan gesture recognizer to monitor events.
        panGesture = UIPanGestureRecognizer(target: self, action: Self.handleSwipeUpdate)
        panGesture.maximumNumberOfTouches = 1
        // Add the gesture recognizer to the container view.
        let container = transitionContext.containerView
        container.addGestureRecognizer(panGesture)
    }

    // Listing 10-4
    func handleSwipeUpdate(_ gestureRecognizer: UIGestureRecognizer) {
        let container = contextData!.containerView
        if gestureRecognizer.state == .began {
            // Reset the translation value at the beginning of the gesture.
            panGesture.setTranslation(CGPoint(x: 0, y: 0), in: container)
        } else if gestureRecognizer.state == .changed {
            // Get the current translation value.
            let translation = panGesture.translation(in: container)
            // Compute how far the gesture has travelled vertically,
            // relative to the height of the container view.
            let percentage = abs(translation.y / container.bounds.height)
            // Use the translation value to update the interactive animator.
            update(percentage)
        } else if gestureRecognizer.state.rawValue >= UIGestureRecognizer.State.ended.rawValue {
            // Finish the transition and remove the gesture recognizer.
            finish()
            contextData?.containerView.removeGestureRecognizer(panGesture)
        }
    }
}

/// Vends the Listing 10-2 animators and the Listing 10-3 interactor for dismissal.
@MainActor
final class Listing10_3Delegate: UIViewControllerTransitioningDelegate {
    var interactor: MyInteractiveTransition?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { DiagonalAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: false)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

@MainActor
@Suite struct Listing10_3And10_4Tests {
    @Test func aDragDownTheContainerDrivesTheDismissalAndFinishesIt() {
        let host = TestHost(screenSize: CGSize(width: 400, height: 800), safeAreaInsets: .zero)
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = Listing10_3Delegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        let interactor = MyInteractiveTransition()
        delegate.interactor = interactor
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        host.turn()
        #expect(interactor.panGesture.view === b.transitionCoordinator?.containerView)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), duration: 0.5, lift: false)
        #expect(abs(interactor.percentComplete - 0.5) < 0.02)
        let midway = b.view.layer.presentation()!.frame
        #expect(midway.minX > 100 && midway.minX < 300)
        host.touchUp()
        host.runUntilIdle()
        #expect(dismissed)
        #expect(a.presentedViewController == nil)
        #expect(interactor.panGesture.view == nil)
        #expect(b.view.window == nil)
    }
}
