import Foundation

/// When the keyboard's shift key turns on by itself, with UIKit's raw values.
///
/// Kept for text-input views to report; OpenUIKit has no software keyboard,
/// so nothing capitalises typed text on its own.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence (UIKit's default).
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}
