import Foundation

/// How lines of text are aligned horizontally, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Stretched to both edges, except a paragraph's last line.
    case justified = 3
    /// The script's default: left, since text here is laid out left to
    /// right (UIKit follows the app's user-interface direction).
    case natural = 4
}
