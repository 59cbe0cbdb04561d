import Foundation
import UIKit

/// Example 13: alerts and action sheets. "Alert" shows a two-action alert
/// (cancel on the left, the destructive action in red); "Three actions"
/// stacks them with the cancel action last and the preferred one in bold;
/// "Action sheet" shows a compact action sheet at the bottom, its cancel
/// action apart. The chosen action's name appears in the note (each
/// handler runs after its alert is dismissed).
@MainActor
final class AlertsExampleController: UIViewController {
    private let column = ButtonColumnView(title: "Alerts", note: "Choose an alert; the action you pick shows here.")

    override func loadView() {
        column.backgroundColor = .systemBackground
        column.addButton("Alert") { [weak self] in
            self?.show("Delete the photo?", "It will be gone for good.", style: .alert, [("Cancel", .cancel), ("Delete", .destructive)])
        }
        column.addButton("Three actions") { [weak self] in
            self?.show("Save changes?", nil, style: .alert, [("Save", .default), ("Don't Save", .destructive), ("Cancel", .cancel)], preferred: 0)
        }
        column.addButton("Action sheet") { [weak self] in
            self?.show("Share the photo", "Choose where it goes.", style: .actionSheet, [("Messages", .default), ("Mail", .default), ("Delete", .destructive), ("Cancel", .cancel)])
        }
        view = column
    }

    private func show(
        _ title: String, _ message: String?, style: UIAlertController.Style, _ actions: [(String, UIAlertAction.Style)],
        preferred: Int? = nil
    ) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: style)
        for (name, actionStyle) in actions {
            alert.addAction(UIAlertAction(title: name, style: actionStyle) { [weak self] _ in
                self?.column.noteLabel.text = "Chose \"\(name)\"."
                self?.column.setNeedsLayout()
            })
        }
        if let preferred { alert.preferredAction = alert.actions[preferred] }
        alert.popoverPresentationController?.sourceView = column.buttons.last
        present(alert, animated: true)
    }
}
