import Foundation

/// Where a bar sits relative to the content it belongs to.
public enum UIBarPosition: Int, Sendable {
    /// The position is not specified.
    case any = 0
    /// At the bottom of its local context.
    case bottom = 1
    /// At the top of its local context.
    case top = 2
    /// At the top of the screen, its background extending up through the
    /// status bar.
    case topAttached = 3
}
