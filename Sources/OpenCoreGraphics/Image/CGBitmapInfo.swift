/// A bitmap's layout: alpha information, float components and byte order.
///
/// Combine a ``CGImageAlphaInfo`` raw value with byte-order options, e.g.
/// `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
/// .union(.byteOrder32Little)` — Cairo's native layout, the one
/// OpenCoreGraphics draws into without conversion.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates bitmap information from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that hold float information.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating-point values (not supported for drawing here).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold a ``CGImageByteOrderInfo``.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// 16-bit words in the host's byte order.
    public static var byteOrder16Host: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Host.rawValue)
    }

    /// 32-bit words in the host's byte order.
    public static var byteOrder32Host: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Host.rawValue)
    }
}
