import Foundation
import UIKit

/// Example 3: the percent-driven interactive dismissal of Listings
/// 10-3/10-4. Drag the presented card down: the diagonal animation
/// follows the finger; let go early and it is cancelled.
@MainActor
final class InteractiveDismissalViewController: UIViewController {
    private let transitionDelegate = DiagonalTransitioningDelegate()

    override func loadView() {
        let column = ButtonColumnView(
            title: "Interactive dismissal",
            note: "Present, then drag the card down. Past half the height it is dismissed; let go earlier and it comes back.")
        column.backgroundColor = .systemBackground
        column.addButton("Present") { [weak self] in self?.presentCard() }
        view = column
    }

    private func presentCard() {
        let card = CardViewController("Drag me down", color: .systemIndigo)
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = transitionDelegate
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        card.loadViewIfNeeded()
        card.view.addGestureRecognizer(pan)
        present(card, animated: true)
    }

    private func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let card = presentedViewController, let view = card.view else { return }
        if pan.state == .began {
            transitionDelegate.interactor = DragDownDismissal()
            transitionDelegate.interactiveDismissal = true
            card.dismiss(animated: true)
            return
        }
        guard transitionDelegate.interactiveDismissal, let interaction = transitionDelegate.interactor as? DragDownDismissal
        else { return }
        interaction.follow(pan, in: view)
        if pan.state == .ended || pan.state == .cancelled { transitionDelegate.interactiveDismissal = false }
    }
}
