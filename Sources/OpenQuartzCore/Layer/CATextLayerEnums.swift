import Foundation

/// How a text layer shortens text that does not fit its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a truncation mode from its name; unknown names truncate as ``none``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Text is not truncated: what does not fit is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis replaces the start of the text.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis replaces the end of the text.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis replaces the middle of the text.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines in its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates an alignment mode from its name; unknown names align as ``natural``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The script's natural alignment (left for left-to-right text; the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines fill the width (the last line of a paragraph is natural).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
