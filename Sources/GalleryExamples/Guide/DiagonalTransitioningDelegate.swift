import Foundation
import UIKit

/// Vends the Listing 10-2 animators both ways and, when asked to, the
/// percent-driven ``interactor`` for the presentation or the dismissal
/// (Listing 10-3's, or example 3's drag).
@MainActor
final class DiagonalTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// The interaction controller handed out when a transition is interactive.
    var interactor = UIPercentDrivenInteractiveTransition()
    /// Whether presentations are driven by ``interactor``.
    var interactivePresentation = false
    /// Whether dismissals are driven by ``interactor``.
    var interactiveDismissal = false

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { DiagonalAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: false)
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactivePresentation ? interactor : nil }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactiveDismissal ? interactor : nil }
}
