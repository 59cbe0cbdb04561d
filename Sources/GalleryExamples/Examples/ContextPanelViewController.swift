import Foundation
import UIKit

/// The lower panel of example 6: it defines the presentation context, so
/// a `.currentContext` presentation from it covers only the panel.
@MainActor
final class ContextPanelViewController: UIViewController {
    override func loadView() {
        let column = ButtonColumnView(title: "Context panel", note: "definesPresentationContext = true")
        column.backgroundColor = .secondarySystemBackground
        column.addButton("Present in this panel") { [weak self] in self?.presentCard() }
        view = column
        definesPresentationContext = true
    }

    private func presentCard() {
        let card = CardViewController("In context", color: .systemPink)
        card.modalPresentationStyle = .currentContext
        present(card, animated: true)
    }
}
