import Foundation
import UIKit

/// Vends the Listing 10-2 animators both ways and, while one is set, the
/// interaction controller for dismissal (Listing 10-3's, or example 3's drag).
@MainActor
final class Listing10_3Delegate: UIViewControllerTransitioningDelegate {
    var interactor: UIPercentDrivenInteractiveTransition?

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
