import Foundation

/// Decides what a text field's editing may do and hears what it did. Every
/// method is optional.
///
/// The order a text field calls them in (and its control events and
/// notifications, *decided* where UIKit documents no order):
/// - beginning: ``textFieldShouldBeginEditing(_:)``, (first responder),
///   ``textFieldDidBeginEditing(_:)``, `.editingDidBegin`,
///   `UITextField.textDidBeginEditingNotification`;
/// - each key: ``textField(_:shouldChangeCharactersIn:replacementString:)``,
///   (the text changes), ``textFieldDidChangeSelection(_:)``,
///   `.editingChanged`, `UITextField.textDidChangeNotification`;
/// - the return key: ``textFieldShouldReturn(_:)``, then — when it says
///   yes — `.primaryActionTriggered` and `.editingDidEndOnExit`;
/// - ending: ``textFieldShouldEndEditing(_:)``, (resigns),
///   ``textFieldDidEndEditing(_:reason:)``, `.editingDidEnd`,
///   `UITextField.textDidEndEditingNotification`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (default true).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the text field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default true); not asked when the text
    /// field's view leaves the window or editing is ended by force.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (the default calls ``textFieldDidEndEditing(_:)``).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Editing ended (called by the default of the `reason:` variant).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 offsets into the text)
    /// may be replaced by `string` (empty for a deletion); default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection (here: the insertion point) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may clear the text (default true).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does the text field's default (default true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
