/// How smoothly scaled images are resampled.
///
/// Mapped to Cairo filters when drawing images: ``none`` → nearest,
/// ``low`` → fast, ``default`` and ``medium`` → good, ``high`` → best.
/// Images whose ``CGImage/shouldInterpolate`` is `false` always use nearest.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default quality.
    case `default` = 0
    /// No interpolation: nearest pixel.
    case none = 1
    /// A quick, low-quality filter.
    case low = 2
    /// High quality.
    case high = 3
    /// Medium quality.
    case medium = 4
}
