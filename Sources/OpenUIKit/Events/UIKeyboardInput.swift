import Foundation

/// One key press from the host's keyboard: text typed, the delete key or
/// the return key. An OpenUIKit addition (on iOS the system's keyboard
/// delivers keys): hosts queue it with
/// `UIApplication.enqueueKeyboardInput(_:)`, and the next turn's `.input`
/// phase gives it to the first responder if that is a ``UIKeyInput``.
public enum UIKeyboardInput: Sendable, Equatable {
    /// Text typed (one key, or text the host's input method composed).
    case text(String)
    /// The delete (backspace) key.
    case deleteBackward
    /// The return key: `insertText("\n")`.
    case returnKey

    /// The keys that type `text`, a key per character: `"\n"` (or `"\r"`)
    /// is the return key, `"\u{8}"` (XCUITest's `XCUIKeyboardKey.delete`)
    /// the delete key, any other character is inserted.
    public static func keys(typing text: String) -> [UIKeyboardInput] {
        text.map { character in
            switch character {
            case "\n", "\r", "\r\n": .returnKey
            case "\u{8}": .deleteBackward
            default: .text(String(character))
            }
        }
    }
}
