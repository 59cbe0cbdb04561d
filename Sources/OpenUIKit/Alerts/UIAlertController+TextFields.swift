import Foundation

extension UIAlertController {
    /// A text field as an alert holds it: the 13-point system font, no
    /// border, the return key handled by the alert.
    func makeTextField() -> UITextField {
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.addAction(
            UIAction(identifier: UIAction.Identifier("OpenUIKit.alertTextFieldReturn")) { [unowned self, unowned field] _ in
                textFieldReturned(field)
            },
            for: .primaryActionTriggered)
        return field
    }

    /// The return key in `field`: the next text field begins editing; in
    /// the last one the preferred action is chosen, if there is one.
    func textFieldReturned(_ field: UITextField) {
        guard let index = textFieldStorage.firstIndex(where: { $0 === field }) else { return }
        if index + 1 < textFieldStorage.count {
            textFieldStorage[index + 1].becomeFirstResponder()
        } else if let preferred = preferredActionStorage {
            choose(preferred)
        }
    }
}
