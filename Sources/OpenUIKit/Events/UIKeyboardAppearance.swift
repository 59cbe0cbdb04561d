import Foundation

/// The keyboard's look, with UIKit's raw values (kept for text-input views
/// to report; OpenUIKit shows no software keyboard).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The default look.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// The look for alerts (now `.dark`).
    public static var alert: UIKeyboardAppearance { .dark }
}
