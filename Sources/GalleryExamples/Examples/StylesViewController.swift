import Foundation
import UIKit

/// Example 1: every `modalPresentationStyle` and `modalTransitionStyle`,
/// each presenting the same card.
@MainActor
final class StylesViewController: UIViewController {
    static let presentationStyles: [(String, UIModalPresentationStyle)] = [
        ("Automatic", .automatic), ("Full screen", .fullScreen), ("Page sheet", .pageSheet), ("Form sheet", .formSheet),
        ("Over full screen", .overFullScreen), ("Over current context", .overCurrentContext), ("Popover", .popover),
    ]
    static let transitionStyles: [(String, UIModalTransitionStyle)] = [
        ("Cover vertical", .coverVertical), ("Cross dissolve", .crossDissolve), ("Flip horizontal", .flipHorizontal),
        ("Partial curl", .partialCurl),
    ]

    override func loadView() {
        let column = ButtonColumnView(
            title: "Presentation styles",
            note: "Each button presents a card with one modalPresentationStyle (first group) or, full screen, one modalTransitionStyle (second group).")
        column.backgroundColor = .systemBackground
        for (title, style) in Self.presentationStyles {
            column.addButton(title) { [weak self] in self?.presentCard(title, style: style, transition: .coverVertical) }
        }
        for (title, transition) in Self.transitionStyles {
            column.addButton(title) { [weak self] in self?.presentCard(title, style: .fullScreen, transition: transition) }
        }
        view = column
    }

    private func presentCard(_ title: String, style: UIModalPresentationStyle, transition: UIModalTransitionStyle) {
        let card = CardViewController(title, color: .systemTeal)
        card.modalPresentationStyle = style
        card.modalTransitionStyle = transition
        present(card, animated: true)
    }
}
