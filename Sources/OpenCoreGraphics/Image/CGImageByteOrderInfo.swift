/// The byte order of a bitmap's pixels, as stored in ``CGBitmapInfo``.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The mask that extracts the byte order from a ``CGBitmapInfo``.
    case orderMask = 0x7000
    /// The default order: components in memory in the order their names say
    /// (big-endian words).
    case orderDefault = 0
    /// 16-bit little-endian words.
    case order16Little = 0x1000
    /// 32-bit little-endian words: ARGB (`premultipliedFirst`) is B, G, R, A in memory.
    case order32Little = 0x2000
    /// 16-bit big-endian words.
    case order16Big = 0x3000
    /// 32-bit big-endian words.
    case order32Big = 0x4000

    /// 16-bit words in the host's byte order.
    public static var order16Host: CGImageByteOrderInfo {
        UInt16(1).littleEndian == 1 ? .order16Little : .order16Big
    }

    /// 32-bit words in the host's byte order: Cairo's ARGB32 layout is
    /// `premultipliedFirst` with this order.
    public static var order32Host: CGImageByteOrderInfo {
        UInt32(1).littleEndian == 1 ? .order32Little : .order32Big
    }
}
