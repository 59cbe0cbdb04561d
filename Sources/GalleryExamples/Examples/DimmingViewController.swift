import Foundation
import UIKit

/// Example 4: the half-screen dimming presentation of Listings 11-1 to
/// 11-6 — a custom presentation controller that puts the card on the
/// right half and fades a dimming view in and out alongside.
@MainActor
final class DimmingViewController: UIViewController {
    private let transitionDelegate = MyTransitioningDelegate()

    override func loadView() {
        let column = ButtonColumnView(
            title: "Dimming presentation",
            note: "Listings 11-1…11-6: the card covers the right half; the rest dims alongside the transition.")
        column.backgroundColor = .systemBackground
        column.addButton("Present") { [weak self] in self?.presentCard() }
        view = column
    }

    private func presentCard() {
        let card = CardViewController("Half", color: .systemMint)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitionDelegate
        present(card, animated: true)
    }
}
