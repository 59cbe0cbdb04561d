import Foundation

/// Where each component of an 8-bit-per-component pixel lives, worked out
/// from Core Graphics' bitmap parameters.
///
/// Internal to OpenCoreGraphics: images convert any supported layout into
/// Cairo's premultiplied ARGB32 for drawing, and contexts convert back.
struct PixelLayout: Equatable, Sendable {
    /// The colour components of a pixel.
    enum Color: Equatable, Sendable {
        /// Red, green and blue at these byte offsets.
        case rgb(red: Int, green: Int, blue: Int)
        /// One gray value at this byte offset.
        case gray(Int)
        /// No colour (alpha-only bitmaps): black.
        case none
    }

    /// Bytes per pixel.
    var bytesPerPixel: Int
    /// The colour components.
    var color: Color
    /// The alpha byte's offset, or `nil` for opaque layouts.
    var alphaOffset: Int?
    /// Whether colour bytes are already multiplied by alpha.
    var isPremultiplied: Bool

    /// Whether the layout is Cairo's native ARGB32 (premultiplied, host-order words).
    var isNativeARGB32: Bool {
        self == PixelLayout.nativeARGB32
    }

    /// Cairo's ARGB32: premultiplied ARGB in host-order 32-bit words.
    static let nativeARGB32: PixelLayout = {
        let little = UInt32(1).littleEndian == 1
        return PixelLayout(
            bytesPerPixel: 4,
            color: little ? .rgb(red: 2, green: 1, blue: 0) : .rgb(red: 1, green: 2, blue: 3),
            alphaOffset: little ? 3 : 0,
            isPremultiplied: true)
    }()

    /// The layout for these parameters, or `nil` when OpenCoreGraphics does
    /// not support it (anything but 8 bits per component, float components,
    /// colour spaces other than RGB and gray, inconsistent sizes).
    init?(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, bitmapInfo.intersection(.floatInfoMask).isEmpty else { return nil }
        guard let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        else { return nil }
        let order = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        let premultiplied = alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast
        let hasAlpha = premultiplied || alphaInfo == .first || alphaInfo == .last
        let alphaFirst = alphaInfo == .premultipliedFirst || alphaInfo == .first || alphaInfo == .noneSkipFirst

        if alphaInfo == .alphaOnly {
            guard bitsPerPixel == 8 else { return nil }
            self.init(bytesPerPixel: 1, color: .none, alphaOffset: 0, isPremultiplied: true)
            return
        }
        switch model {
        case .monochrome?:
            if alphaInfo == .none {
                guard bitsPerPixel == 8 else { return nil }
                self.init(bytesPerPixel: 1, color: .gray(0), alphaOffset: nil, isPremultiplied: true)
                return
            }
            guard bitsPerPixel == 16 else { return nil }
            // Logical order: alpha first or last; a 16-bit little-endian word reverses it.
            var grayIndex = alphaFirst ? 1 : 0
            if order == CGBitmapInfo.byteOrder16Little.rawValue {
                grayIndex = 1 - grayIndex
            } else if order != 0, order != CGBitmapInfo.byteOrder16Big.rawValue {
                return nil
            }
            self.init(
                bytesPerPixel: 2, color: .gray(grayIndex), alphaOffset: hasAlpha ? 1 - grayIndex : nil,
                isPremultiplied: premultiplied)
        case .rgb?:
            if alphaInfo == .none {
                guard bitsPerPixel == 24, order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue else {
                    return nil
                }
                self.init(bytesPerPixel: 3, color: .rgb(red: 0, green: 1, blue: 2), alphaOffset: nil, isPremultiplied: true)
                return
            }
            guard bitsPerPixel == 32 else { return nil }
            // Logical (big-endian) offsets, then reversed for 32-bit little-endian words.
            var offsets = alphaFirst ? (r: 1, g: 2, b: 3, a: 0) : (r: 0, g: 1, b: 2, a: 3)
            if order == CGBitmapInfo.byteOrder32Little.rawValue {
                offsets = (3 - offsets.r, 3 - offsets.g, 3 - offsets.b, 3 - offsets.a)
            } else if order != 0, order != CGBitmapInfo.byteOrder32Big.rawValue {
                return nil
            }
            self.init(
                bytesPerPixel: 4, color: .rgb(red: offsets.r, green: offsets.g, blue: offsets.b),
                alphaOffset: hasAlpha ? offsets.a : nil, isPremultiplied: premultiplied)
        default:
            return nil
        }
    }

    init(bytesPerPixel: Int, color: Color, alphaOffset: Int?, isPremultiplied: Bool) {
        self.bytesPerPixel = bytesPerPixel
        self.color = color
        self.alphaOffset = alphaOffset
        self.isPremultiplied = isPremultiplied
    }
}
