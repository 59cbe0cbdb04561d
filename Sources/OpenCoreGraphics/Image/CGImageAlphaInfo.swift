/// Whether a bitmap has an alpha channel, where it is, and whether colour
/// components are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha is the last component (RGBA), colours premultiplied.
    case premultipliedLast = 1
    /// Alpha is the first component (ARGB), colours premultiplied.
    case premultipliedFirst = 2
    /// Alpha is the last component (RGBA), colours not premultiplied.
    case last = 3
    /// Alpha is the first component (ARGB), colours not premultiplied.
    case first = 4
    /// No alpha; the last component (RGBX) is ignored.
    case noneSkipLast = 5
    /// No alpha; the first component (XRGB) is ignored.
    case noneSkipFirst = 6
    /// Only an alpha channel, no colour.
    case alphaOnly = 7
}
