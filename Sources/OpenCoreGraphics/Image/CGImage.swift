internal import CCairo
import Foundation

/// A bitmap image.
///
/// Immutable and thread-safe. An image keeps two things: the bytes it was
/// made from, in the layout it was given (``dataProvider``, ``bitmapInfo``,
/// ``bytesPerRow`` describe them faithfully), and a copy of its pixels as
/// Cairo's premultiplied ARGB32 for drawing. Supported layouts are 8 bits
/// per component: RGB (24 bits without alpha, or 32 bits with alpha or a
/// skipped byte, any alpha position, premultiplied or not, default/big or
/// little 32-bit byte order), gray (8 bits, or 16 with alpha) and alpha-only
/// (8 bits). Other layouts (16-bit or float components, CMYK, indexed)
/// make the initialiser return `nil` with a console message, where Core
/// Graphics would accept some of them. Pixels are taken as sRGB whatever
/// the colour space: no colour matching happens when drawing. Images are
/// limited to 32767 pixels in each dimension (Cairo's limit).
public final class CGImage: @unchecked Sendable {
    // @unchecked: `surface` is created in init, filled once, never written again.

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component of the stored bytes.
    public let bitsPerComponent: Int
    /// Bits per pixel of the stored bytes.
    public let bitsPerPixel: Int
    /// Bytes per row of the stored bytes.
    public let bytesPerRow: Int
    /// The colour space of the stored bytes.
    public let colorSpace: CGColorSpace?
    /// The layout of the stored bytes.
    public let bitmapInfo: CGBitmapInfo
    /// The provider of the stored bytes.
    public let dataProvider: CGDataProvider?
    /// Whether drawing the image scaled should interpolate between pixels.
    public let shouldInterpolate: Bool
    /// The rendering intent given at creation (drawing ignores it).
    public let renderingIntent: CGColorRenderingIntent
    /// The decode array given at creation, already applied to the pixels.
    internal let decodeArray: [CGFloat]?
    /// The pixels as a Cairo ARGB32 image surface, owned by the image.
    internal let surface: OpaquePointer

    /// Creates an image from bytes in memory.
    ///
    /// Returns `nil`, with Core Graphics' console message, when a size is
    /// zero or negative, `bytesPerRow` is too small for `width` pixels, the
    /// provider holds fewer than `bytesPerRow × (height − 1)` plus one row
    /// of bytes, or the layout is not supported (see ``CGImage``).
    ///
    /// - Parameters:
    ///   - width: The width in pixels, 1…32767.
    ///   - height: The height in pixels, 1…32767.
    ///   - bitsPerComponent: Must be 8.
    ///   - bitsPerPixel: 24 or 32 for RGB, 8 or 16 for gray (16 with
    ///     alpha), 8 for alpha-only.
    ///   - bytesPerRow: The distance between rows in the provider's bytes;
    ///     at least `width` × bytes per pixel.
    ///   - space: RGB or gray; ignored for alpha-only layouts. Pixels are
    ///     taken as sRGB whatever the space.
    ///   - bitmapInfo: A ``CGImageAlphaInfo`` raw value combined with a
    ///     ``CGBitmapInfo`` byte order.
    ///   - provider: The bytes, row 0 first (the top of the image).
    ///   - decode: One pair of values per colour component (for alpha-only
    ///     images, one pair for alpha) that each component's 0…255 range is
    ///     mapped to, as in Core Graphics; applied once, at creation.
    ///   - shouldInterpolate: Whether drawing the image scaled smooths it
    ///     (kept in ``shouldInterpolate``).
    ///   - intent: Kept in ``renderingIntent``; no colour matching happens.
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            CGDiagnostics.report("CGImageCreate: invalid image size: \(width) x \(height).")
            return nil
        }
        guard let layout = PixelLayout(
            bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            model: space.model, bitmapInfo: bitmapInfo)
        else {
            CGDiagnostics.report(
                "CGImageCreate: unsupported image format: \(bitsPerComponent) bits/component, "
                    + "\(bitsPerPixel) bits/pixel, bitmapInfo 0x\(String(bitmapInfo.rawValue, radix: 16)) "
                    + "(OpenCoreGraphics supports 8-bit RGB, gray and alpha-only images).")
            return nil
        }
        let data = provider.data ?? Data()
        let rowBytes = width * layout.bytesPerPixel
        let (lastRowStart, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard bytesPerRow >= rowBytes, !overflow, data.count - rowBytes >= lastRowStart else {
            CGDiagnostics.report("CGImageCreate: invalid image bits/pixel or bytes/row.")
            return nil
        }
        var decodeValues: [CGFloat]?
        if let decode {
            // Two values per colour component (alpha is not decoded); one pair for alpha-only images.
            let componentCount = layout.color == .none ? 1 : space.numberOfComponents
            decodeValues = Array(UnsafeBufferPointer(start: decode, count: 2 * componentCount))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let pixels = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            CGDiagnostics.report("CGImageCreate: could not allocate \(width) x \(height) pixels.")
            return nil
        }
        cairo_surface_flush(surface)
        data.withUnsafeBytes { buffer in
            layout.convertToNative(
                from: buffer.baseAddress!, sourceBytesPerRow: bytesPerRow,
                to: UnsafeMutableRawPointer(pixels),
                destinationBytesPerRow: Int(cairo_image_surface_get_stride(surface)),
                width: width, height: height, decode: decodeValues)
        }
        cairo_surface_mark_dirty(surface)
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.dataProvider = provider
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.decodeArray = decodeValues
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The alpha part of ``bitmapInfo``.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// The byte-order part of ``bitmapInfo``.
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue) ?? .orderDefault
    }

    /// Whether the image is an image mask: always `false`, OpenCoreGraphics
    /// does not create image masks.
    public var isMask: Bool { false }

    /// A copy of the image.
    ///
    /// Images are immutable, so the copy shares nothing observable with the
    /// original but is a distinct object.
    public func copy() -> CGImage? {
        CGImage(copying: self)
    }

    /// The pixel layout of the stored bytes.
    internal var layout: PixelLayout {
        PixelLayout(
            bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            model: colorSpace?.model, bitmapInfo: bitmapInfo)!
    }

    private init(copying other: CGImage) {
        width = other.width
        height = other.height
        bitsPerComponent = other.bitsPerComponent
        bitsPerPixel = other.bitsPerPixel
        bytesPerRow = other.bytesPerRow
        colorSpace = other.colorSpace
        bitmapInfo = other.bitmapInfo
        dataProvider = other.dataProvider
        shouldInterpolate = other.shouldInterpolate
        renderingIntent = other.renderingIntent
        decodeArray = other.decodeArray
        surface = cairo_surface_reference(other.surface)
    }
}
