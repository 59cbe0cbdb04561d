import Foundation

/// Options for drawing and measuring strings, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public var rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The origin is the top-left of the first line and text wraps in the
    /// rectangle's width; without it the origin is the first baseline and
    /// the text is laid out without wrapping.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the fonts' leading as well.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink rather than typographic bounds. Accepted and
    /// ignored: sizes are always typographic.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// With ``usesLineFragmentOrigin``, the last line that fits in the
    /// rectangle ends with an ellipsis when text is left over.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
