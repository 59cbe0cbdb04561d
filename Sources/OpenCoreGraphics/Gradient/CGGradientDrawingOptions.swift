/// Whether a gradient's end colours extend beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates options from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Paint the start colour before the start point (linear) or inside the
    /// start circle (radial).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the end colour past the end point (linear) or outside the end
    /// circle (radial).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
