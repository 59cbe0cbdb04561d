import Foundation
import UIKit

/// Example 2: the diagonal animator of Listing 10-2, presenting and
/// dismissing a full-screen card through a transitioning delegate.
@MainActor
final class DiagonalViewController: UIViewController {
    private let transitionDelegate = DiagonalTransitioningDelegate()

    override func loadView() {
        let column = ButtonColumnView(
            title: "Diagonal animator",
            note: "Listing 10-2: the card slides in from the lower-right corner and leaves the same way.")
        column.backgroundColor = .systemBackground
        column.addButton("Present") { [weak self] in self?.presentCard() }
        view = column
    }

    private func presentCard() {
        let card = CardViewController("Diagonal", color: .systemOrange)
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = transitionDelegate
        present(card, animated: true)
    }
}
