import Foundation
import UIKit

/// Example 5: seed 001's chrome — dimming and a caption animated
/// alongside the presentation, re-laid out when the window is resized.
@MainActor
final class ChromeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func loadView() {
        let column = ButtonColumnView(
            title: "Presentation chrome",
            note: "Seed 001: chrome fades in alongside the card. Resize the window while it shows: the chrome follows.")
        column.backgroundColor = .systemBackground
        column.addButton("Present") { [weak self] in self?.presentCard() }
        view = column
    }

    private func presentCard() {
        let card = CardViewController("Chrome", color: .systemYellow)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ChromePresentationController(presentedViewController: presented, presenting: presenting)
    }
}
