import Foundation
import UIKit

/// The guide's Listings 11-1 … 11-5 (as in OpenUIKitTests'
/// MyPresentationController.swift): the presented view covers the right
/// half of the container and a dimming view dims the rest.
@MainActor
final class MyPresentationController: UIPresentationController {
    let dimmingView: UIView

    // Listing 11-2: initialise the presentation controller.
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        // Create the dimming view and set its initial appearance.
        dimmingView = UIView()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    // Listing 11-1: change the frame of the presented view.
    override var frameOfPresentedViewInContainerView: CGRect {
        var presentedViewFrame = CGRect.zero
        let containerBounds = containerView!.bounds
        presentedViewFrame.size = CGSize(width: floor(containerBounds.size.width / 2), height: containerBounds.size.height)
        presentedViewFrame.origin.x = containerBounds.size.width - presentedViewFrame.size.width
        return presentedViewFrame
    }

    // Listing 11-3: animate the dimming view onto the screen.
    override func presentationTransitionWillBegin() {
        // Get critical information about the presentation.
        let containerView = self.containerView!
        let presentedViewController = self.presentedViewController
        // Set the dimming view to the size of the container's
        // bounds, and make it transparent initially.
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        // Insert the dimming view below everything else.
        containerView.insertSubview(dimmingView, at: 0)
        // Set up the animations for fading in the dimming view.
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                // Fade in the dimming view.
                self.dimmingView.alpha = 1
            }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    // Listing 11-4: handle the cancellation of the presentation.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        // If the presentation was canceled, remove the dimming view.
        if !completed { dimmingView.removeFromSuperview() }
    }

    // Listing 11-5: dismiss the presentation controller's views.
    override func dismissalTransitionWillBegin() {
        // Fade the dimming view back out.
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // If the dismissal was successful, remove the dimming view.
        if completed { dimmingView.removeFromSuperview() }
    }

    // Seed 001: keep the dimming view covering the container when it resizes.
    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView!.bounds
    }
}

/// Listing 11-6: vends the dimming presentation controller.
@MainActor
final class DimmingDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MyPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
