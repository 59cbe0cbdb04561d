import Foundation

/// A responder that takes typed text: while it is first responder, the
/// keyboard inserts text into it and deletes backwards from it.
///
/// Typed text reaches the first responder through this protocol: each key
/// is one ``insertText(_:)`` (the return key inserts `"\n"`), the delete
/// key is ``deleteBackward()``. OpenUIKit's keyboard is the host's (see
/// ``UIKeyboardInput``); no software keyboard shows.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the responder has any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (`"\n"` for the return key).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
