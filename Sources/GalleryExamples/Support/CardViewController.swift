import Foundation
import UIKit

/// What the examples present (and contain): a coloured card with its
/// name and, when `dismissible`, a Dismiss button that dismisses it animated.
@MainActor
final class CardViewController: UIViewController {
    let name: String
    let color: UIColor
    let dismissible: Bool

    init(_ name: String, color: UIColor, dismissible: Bool = true) {
        self.name = name
        self.color = color
        self.dismissible = dismissible
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let column = ButtonColumnView(title: name, note: dismissible ? "Presented. Dismiss it with the button (or as the example says)." : "A child view controller.")
        column.backgroundColor = color
        if dismissible { column.addButton("Dismiss") { [weak self] in self?.dismiss(animated: true) } }
        view = column
    }
}
