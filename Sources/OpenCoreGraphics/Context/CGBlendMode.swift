/// How drawing combines with what is already in the context.
///
/// Drawn by Cairo: every mode maps to a Cairo operator (see
/// ``CGContext/setBlendMode(_:)`` for the approximations). As in Core
/// Graphics, a mode affects only the area the drawing covers (the shape,
/// the image's rectangle); Cairo's unbounded operators are clipped to the
/// shape to get that.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Source × destination.
    case multiply = 1
    /// Inverse of the product of the inverses.
    case screen = 2
    /// Multiply or screen, depending on the destination.
    case overlay = 3
    /// The darker of source and destination.
    case darken = 4
    /// The lighter of source and destination.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens, depending on the source (soft light).
    case softLight = 8
    /// Multiplies or screens, depending on the source (hard light).
    case hardLight = 9
    /// The absolute difference of the colours.
    case difference = 10
    /// Like difference, with lower contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// R = 0: clears where drawn.
    case clear = 16
    /// R = S: replaces where drawn.
    case copy = 17
    /// R = S × Da.
    case sourceIn = 18
    /// R = S × (1 − Da).
    case sourceOut = 19
    /// R = S × Da + D × (1 − Sa).
    case sourceAtop = 20
    /// R = S × (1 − Da) + D.
    case destinationOver = 21
    /// R = D × Sa.
    case destinationIn = 22
    /// R = D × (1 − Sa).
    case destinationOut = 23
    /// R = S × (1 − Da) + D × Sa.
    case destinationAtop = 24
    /// R = S × (1 − Da) + D × (1 − Sa).
    case xor = 25
    /// R = max(0, 1 − ((1 − D) + (1 − S))); approximated by multiply here.
    case plusDarker = 26
    /// R = min(1, S + D).
    case plusLighter = 27
}
