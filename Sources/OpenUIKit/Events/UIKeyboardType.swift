import Foundation

/// The kind of keyboard a text-input view asks for, with UIKit's raw values.
///
/// Kept for text-input views to report; OpenUIKit shows no software
/// keyboard (text comes from the host's keyboard, see ``UIKeyboardInput``),
/// so the kind does not limit what can be typed — as on an iPad with a
/// hardware keyboard.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// Letters and the punctuation of ASCII.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For entering URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A telephone keypad with a name key.
    case namePhonePad = 6
    /// For entering email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For entering Twitter text.
    case twitter = 9
    /// For entering search terms.
    case webSearch = 10
    /// Digits only, ASCII.
    case asciiCapableNumberPad = 11

    /// The keyboard for alerts (now the default one).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
