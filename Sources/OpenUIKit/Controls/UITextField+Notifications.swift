import Foundation

extension UITextField {
    /// Posted (object: the text field) when it begins editing, after its
    /// delegate's `textFieldDidBeginEditing` and `.editingDidBegin`.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the text field) when typing changed its text, after
    /// `.editingChanged`. Setting ``text`` does not post it.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the text field) when it ends editing, after its
    /// delegate's `textFieldDidEndEditing` and `.editingDidEnd`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
