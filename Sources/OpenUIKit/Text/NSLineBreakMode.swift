import Foundation

/// What happens to text that does not fit on a line, with UIKit's raw values.
///
/// In string drawing (as in UIKit) the wrapping modes wrap lines and the
/// others keep each paragraph on one line, clipped or truncated. A label
/// wraps by words (or characters for `byCharWrapping`) and applies the mode
/// to its last line.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// Do not draw past the edge of the container.
    case byClipping = 2
    /// Show the end of the line, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Show the start of the line, with an ellipsis at the end.
    case byTruncatingTail = 4
    /// Show both ends, with an ellipsis in the middle.
    case byTruncatingMiddle = 5

    /// Whether the mode wraps lines.
    var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }

    /// Whether the mode replaces hidden text with an ellipsis.
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
