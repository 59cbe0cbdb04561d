import Foundation

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a gradient type from its name; unknown names draw as ``axial``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colours change along the line from `startPoint` to `endPoint` (the
    /// default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outwards from `startPoint` on an ellipse whose radii
    /// reach `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
