import Foundation

/// Whether autocorrection is on, with UIKit's raw values.
///
/// Kept for text-input views to report; OpenUIKit corrects nothing.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
