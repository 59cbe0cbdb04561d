/// The model of a colour space: how many colour components it has and what
/// they mean.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown colour space model.
    case unknown = -1
    /// One gray component.
    case monochrome = 0
    /// Red, green and blue components.
    case rgb = 1
    /// Cyan, magenta, yellow and black components (not supported for drawing here).
    case cmyk = 2
    /// L*a*b* components (not supported for drawing here).
    case lab = 3
    /// A DeviceN colour space (not supported for drawing here).
    case deviceN = 4
    /// An indexed colour space (not supported for drawing here).
    case indexed = 5
    /// A pattern colour space (not supported for drawing here).
    case pattern = 6
    /// CIE XYZ components (not supported for drawing here).
    case XYZ = 7
}
