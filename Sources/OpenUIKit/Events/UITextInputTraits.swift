import Foundation

/// The keyboard-related traits of a text-input view.
///
/// Every requirement has a default (UIKit's), so a custom ``UIKeyInput``
/// view adopts the traits it cares about only, as it implements UIKit's
/// optional methods.
///
/// Differences from UIKit: the requirements are read-only here (Swift
/// protocols have no optional settable requirements); ``UITextField``
/// declares each one settable. OpenUIKit shows no software keyboard, so
/// the traits are kept and reported, and none changes what can be typed.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the shift key turns on by itself (default `.sentences`).
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether autocorrection is on (default `.default`).
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether spell checking is on (default `.default`).
    var spellCheckingType: UITextSpellCheckingType { get }
    /// The kind of keyboard (default `.default`).
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's look (default `.default`).
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The return key's title (default `.default`).
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the return key is disabled while the text is empty (default false).
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed (default false).
    var isSecureTextEntry: Bool { get }
    /// What the text means, for autofill (default nil).
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    /// `.sentences`.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// `.default`.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// `.default`.
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// `.default`.
    public var keyboardType: UIKeyboardType { .default }
    /// `.default`.
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// `.default`.
    public var returnKeyType: UIReturnKeyType { .default }
    /// False.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// False.
    public var isSecureTextEntry: Bool { false }
    /// Nil.
    public var textContentType: UITextContentType! { nil }
}
