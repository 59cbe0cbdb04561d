import Foundation

extension CGColor {
    /// The colour converted to `space`, or `nil` when the colour has no
    /// colour space.
    ///
    /// The conversion goes through linear-light sRGB with exact matrices for
    /// Display P3; gray targets take the colour's relative luminance
    /// (Rec. 709 weights). Results are clamped to the target's range unless
    /// it is extended. Every `intent` converts the same way, and `options`
    /// (Core Graphics' `CFDictionary`, which does not bridge on Linux) is
    /// ignored.
    public func converted(
        to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?
    ) -> CGColor? {
        guard let source = colorSpace, let values = components else { return nil }
        if source == space { return self }
        let colour = Array(values.dropLast())
        let converted: [CGFloat]
        if source.kind.isEncodedSRGB, space.kind.isEncodedSRGB, !space.kind.isGray {
            // Same encoding: no round trip through linear light.
            converted = source.kind.isGray ? [colour[0], colour[0], colour[0]] : colour
        } else {
            converted = space.components(fromLinearSRGB: source.linearSRGB(from: colour))
        }
        return CGColor(space: space, components: converted + [alpha])
    }

    /// The colour as sRGB red, green, blue and alpha.
    ///
    /// An OpenCoreGraphics addition for the layers above (UIColor, the
    /// compositor). Gray colours expand to equal red, green and blue; other
    /// spaces convert exactly as ``converted(to:intent:options:)`` does to
    /// extended sRGB, so values may leave [0, 1] for wide-gamut colours.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let space = colorSpace, let values = components else { return (0, 0, 0, alpha) }
        if space.kind.isEncodedSRGB {
            if space.kind.isGray { return (values[0], values[0], values[0], alpha) }
            return (values[0], values[1], values[2], alpha)
        }
        let linear = space.linearSRGB(from: Array(values.dropLast()))
        let encoded = CGColorSpace(kind: .extendedSRGB).components(fromLinearSRGB: linear)
        return (encoded[0], encoded[1], encoded[2], alpha)
    }
}
