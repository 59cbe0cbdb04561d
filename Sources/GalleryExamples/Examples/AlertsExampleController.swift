import Foundation
import UIKit

/// Example 13: alerts and action sheets. "Alert" shows a two-action alert
/// (cancel on the left, the destructive action in red); "Three actions"
/// stacks them with the cancel action last and the preferred one in bold;
/// "Action sheet" shows a compact action sheet at the bottom, its cancel
/// action apart; "Sign in" shows an alert with a name and a password
/// field — the name field edits at once, return moves to the password,
/// return again signs in (the preferred action), and the note greets the
/// name typed. The chosen action's name appears in the note (each handler
/// runs after its alert is dismissed).
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
        column.addButton("Sign in") { [weak self] in self?.showSignIn() }
        view = column
    }

    private func showSignIn() {
        present(Self.makeSignInAlert { [weak self] name, _ in
            self?.column.noteLabel.text = "Signed in as \(name.isEmpty ? "nobody" : name)."
            self?.column.setNeedsLayout()
        }, animated: true)
    }

    /// The sign-in alert: a name field, a secure password field, Cancel and
    /// "Sign In" (preferred), which calls `signedIn` with the name and the
    /// password typed.
    static func makeSignInAlert(signedIn: @escaping @MainActor (_ name: String, _ password: String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
            signedIn(alert.textFields?.first?.text ?? "", alert.textFields?.last?.text ?? "")
        }
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
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
        alert.popoverPresentationController?.sourceView = column.buttons.first { $0.currentTitle == "Action sheet" }
        present(alert, animated: true)
    }
}
