import Foundation

/// Underline and strikethrough styles, with UIKit's raw values.
///
/// Pango draws `.single` and `.thick` as one line and `.double` as two;
/// patterns and `byWord` are accepted and ignored.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style bits.
    public var rawValue: Int

    /// A style from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
