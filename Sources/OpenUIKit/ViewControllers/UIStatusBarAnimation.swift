import Foundation

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}
