import Foundation

extension UITextField {
    /// `becomeFirstResponder()` once the responder took over (see the
    /// class): clears the text when ``clearsOnBeginEditing`` says so, then
    /// tells the delegate, sends `.editingDidBegin` and posts
    /// ``textDidBeginEditingNotification``.
    func beginEditing() {
        isEditingStorage = true
        if clearsOnBeginEditing, !textStorage.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            textStorage = ""
            attributedTextStorage = nil
        }
        editingStateDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended (the text field resigned, or its view left the
    /// window): tells the delegate, sends `.editingDidEnd` and posts
    /// ``textDidEndEditingNotification``.
    func endEditing(reason: DidEndEditingReason) {
        guard isEditingStorage else { return }
        isEditingStorage = false
        editingStateDidChange()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// `insertText(_:)`: types `text` at the end; `"\n"` is the return key.
    func typeText(_ text: String) {
        if text == "\n" || text == "\r" {
            returnKeyPressed()
            return
        }
        let end = textStorage.utf16.count
        replaceCharacters(in: NSRange(location: end, length: 0), with: text.replacingOccurrences(of: "\n", with: " "))
    }

    /// `deleteBackward()`: deletes the last character (asking the delegate first).
    func deleteLastCharacter() {
        guard let last = textStorage.last else { return }
        let length = String(last).utf16.count
        replaceCharacters(in: NSRange(location: textStorage.utf16.count - length, length: length), with: "")
    }

    /// Replaces the characters in `range` with `string` when the delegate
    /// agrees: the insertion point moves to the end, then
    /// `textFieldDidChangeSelection`, `.editingChanged` and
    /// ``textDidChangeNotification``.
    func replaceCharacters(in range: NSRange, with string: String) {
        guard isEditingStorage else { return }
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) == false { return }
        let current = textStorage as NSString
        textStorage = current.replacingCharacters(in: range, with: string)
        attributedTextStorage = nil
        textDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The return key: the delegate's `textFieldShouldReturn`, then (when it
    /// agrees) `.primaryActionTriggered` and `.editingDidEndOnExit`; the text
    /// field resigns when something listens for `.editingDidEndOnExit`. With
    /// ``enablesReturnKeyAutomatically`` and no text the key does nothing.
    private func returnKeyPressed() {
        guard isEditingStorage, !(enablesReturnKeyAutomatically && textStorage.isEmpty) else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.primaryActionTriggered, .editingDidEndOnExit])
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// The clear button was tapped: the delegate's `textFieldShouldClear`,
    /// then the text empties with `.editingChanged` and
    /// ``textDidChangeNotification`` (a text field not editing begins
    /// editing first, as UIKit's does).
    func clearButtonTapped() {
        if !isEditingStorage, !becomeFirstResponder() { return }
        guard !textStorage.isEmpty, delegate?.textFieldShouldClear(self) ?? true else { return }
        textStorage = ""
        attributedTextStorage = nil
        textDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}
