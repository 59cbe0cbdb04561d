import Foundation
import UIKit

/// The lower panel of example 6: it defines the presentation context, so
/// a `.currentContext` presentation from it covers only the panel — where
/// the width is regular. On a phone (horizontally compact) UIKit adapts
/// `.currentContext` to full screen (ORACLE 25), unless the presentation
/// controller's delegate answers `.none`, which keeps the context.
@MainActor
final class ContextPanelViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    override func loadView() {
        let column = ButtonColumnView(
            title: "Context panel",
            note: "definesPresentationContext = true. "
                + "\"Adapts\": plain .currentContext, full screen on a phone. "
                + "\"Stays in the panel\": its delegate returns .none, so the card keeps the context.")
        column.backgroundColor = .secondarySystemBackground
        column.addButton("Present (adapts on a phone)") { [weak self] in self?.presentCard(keepingContext: false) }
        column.addButton("Present (stays in the panel)") { [weak self] in self?.presentCard(keepingContext: true) }
        view = column
        definesPresentationContext = true
    }

    private func presentCard(keepingContext: Bool) {
        let card = CardViewController(keepingContext ? "Kept in context" : "Adapted", color: keepingContext ? .systemPink : .systemOrange)
        card.modalPresentationStyle = .currentContext
        if keepingContext { card.presentationController?.delegate = self }
        present(card, animated: true)
    }

    // MARK: - UIAdaptivePresentationControllerDelegate

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }
}
