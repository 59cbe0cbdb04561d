import Foundation

/// How the status bar draws its content.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark or light content chosen from the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
