/// How colours outside a destination colour space's gamut are mapped.
///
/// OpenCoreGraphics accepts every intent and converts colours the same way
/// for all of them (a clamp to the destination gamut after an exact matrix
/// conversion), which matches Core Graphics' default intent for the
/// RGB spaces supported here.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default intent.
    case defaultIntent = 0
    /// Absolute colorimetric: no white-point adaptation.
    case absoluteColorimetric = 1
    /// Relative colorimetric: white points mapped, out-of-gamut colours clipped.
    case relativeColorimetric = 2
    /// Perceptual: the whole gamut compressed to preserve relationships.
    case perceptual = 3
    /// Saturation: saturation preserved at the expense of hue and lightness.
    case saturation = 4
}
