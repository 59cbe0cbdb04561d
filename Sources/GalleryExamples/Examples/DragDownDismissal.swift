import Foundation
import UIKit

/// The interaction of example 3: a percent-driven dismissal that a pan on
/// the presented view drives, computing the percentage as Listing 10-4
/// does (vertical translation over the container's height). Released past
/// half the way, or flicked down, it finishes; released earlier, it cancels
/// and the card goes back (Listing 10-4 always finishes).
@MainActor
final class DragDownDismissal: UIPercentDrivenInteractiveTransition {
    /// Follows `pan` (the presented view's) until it ends.
    func follow(_ pan: UIPanGestureRecognizer, in view: UIView) {
        let height = max(view.bounds.height, 1)
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            update(min(max(translation.y / height, 0), 1))
        case .ended:
            if translation.y / height > 0.5 || pan.velocity(in: view).y > 1000 { finish() } else { cancel() }
        case .cancelled, .failed:
            cancel()
        default:
            break
        }
    }
}
