import Foundation

/// How a shape layer decides which parts of its path are inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a fill rule from its name; names other than ``evenOdd``
    /// fill as ``nonZero``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The non-zero winding rule (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape at the open ends of a shape layer's stroked lines.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a line cap from its name; unknown names draw as ``butt``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Lines end flat at their end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Lines end in a half circle around their end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Lines end flat, half the line width past their end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape where a shape layer's stroked segments meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a line join from its name; unknown names draw as ``miter``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Pointed corners, cut to a bevel past the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut square across.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
