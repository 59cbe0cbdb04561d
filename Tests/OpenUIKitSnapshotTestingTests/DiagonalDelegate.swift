import Foundation
import UIKit
@testable import GalleryExamples

/// Vends the diagonal animator for presentation and dismissal, and an
/// interaction controller when `interactor` is set.
@MainActor
final class DiagonalDelegate: UIViewControllerTransitioningDelegate {
    var interactor: UIPercentDrivenInteractiveTransition?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { DiagonalAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: false)
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}
