extension CGColorSpace {
    /// The standard Red Green Blue (sRGB) colour space.
    ///
    /// `String` rather than Core Graphics' `CFString`, which does not bridge
    /// on Linux; the value is the same identifier Core Graphics uses.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The generic linear RGB colour space (sRGB primaries, linear transfer).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The sRGB colour space with a linear transfer function.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The extended sRGB colour space: components may leave [0, 1].
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The extended linear sRGB colour space: linear, components may leave [0, 1].
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The Display P3 colour space (P3 primaries, D65 white, sRGB transfer).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic gray colour space with a gamma of 2.2.
    ///
    /// OpenCoreGraphics uses the sRGB transfer curve for it, so gray `g`
    /// converts to sRGB `(g, g, g)` exactly; Core Graphics' true 2.2 gamma
    /// differs from that by less than 0.5 %.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The gray colour space with a linear transfer function.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The extended gray colour space: the value may leave [0, 1].
    public static let extendedGray = "kCGColorSpaceExtendedGray"
}
