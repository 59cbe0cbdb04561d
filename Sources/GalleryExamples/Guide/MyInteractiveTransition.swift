import Foundation
import UIKit

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
