internal import CCairo
import Foundation

/// A Quartz 2D drawing destination: a bitmap drawn by Cairo.
///
/// Coordinates are Core Graphics': user space starts equal to device space,
/// with the origin at the bottom-left and y pointing up (the initial CTM is
/// the identity; internally Cairo's y-down surface is flipped). Drawing
/// follows Core Graphics' model: a current path that painting consumes, a
/// graphics state stack with fill and stroke colours, alpha, blend mode,
/// line attributes, clip, shadow and CTM.
///
/// Pixel layouts (8 bits per component): `premultipliedFirst |
/// byteOrder32Little` (Cairo's native ARGB32, BGRA in memory) and
/// `noneSkipFirst | byteOrder32Little` are drawn straight into the bitmap
/// memory. Other RGB layouts with premultiplied or skipped alpha (any alpha
/// position, default/big or little byte order), 8-bit gray without alpha and
/// 8-bit alpha-only are drawn into an internal Cairo surface and converted
/// into the bitmap memory after every drawing operation — one pass over the
/// whole bitmap per operation, so prefer the native layout for anything
/// large. In those layouts bytes written straight into ``data`` between
/// operations are overwritten by the next one. Non-premultiplied alpha,
/// 16-bit and float components are rejected with Core Graphics' console
/// message, as are sizes that are not positive (Core Graphics accepts some
/// 16-bit and float layouts).
///
/// Colours are drawn as sRGB whatever the context's colour space (no colour
/// matching; wide-gamut colours are clamped).
///
/// Bad input never crashes and never breaks the context (Cairo would stop
/// drawing for good after an invalid matrix, dash or coordinate): an
/// operation whose path or rectangle has a NaN or infinite coordinate draws
/// nothing, coordinates beyond ±4,000,000 device pixels are clamped,
/// non-finite CTM changes, line widths, miter limits and shadows are
/// ignored, invalid dash patterns draw solid lines with a console message,
/// and a CTM that cannot be inverted (a zero scale) makes drawing invisible
/// until it is restored. `CGRect.infinite` means "everything" where Core
/// Graphics says so (`fill(_:)`, `clip(to:)`).
///
/// Not thread-safe: use a context from one thread at a time.
public final class CGContext {
    /// The Cairo context (`cairo_t *`).
    internal let cr: OpaquePointer
    /// The Cairo surface drawn into (the bitmap itself, or an internal copy).
    internal let surface: OpaquePointer
    /// Core Graphics device space → Cairo surface space (a vertical flip).
    internal let baseTransform: CGAffineTransform
    /// The caller's layout when drawing goes through an internal surface.
    internal let conversion: PixelLayout?
    /// Memory allocated by the context (freed in deinit).
    private let ownedData: UnsafeMutableRawPointer?
    /// The bitmap memory.
    private let bitmapData: UnsafeMutableRawPointer?

    /// The current graphics state.
    internal var gstate: GraphicsState
    /// Saved graphics states, innermost last.
    internal var savedStates: [SavedGraphicsState] = []
    /// Image masks opened in the current graphics state, innermost last.
    internal var openMasks: [MaskGroup] = []
    /// The current path, in Core Graphics device space.
    internal var devicePath = CGMutablePath()
    /// Whether a Cairo error has already been reported.
    internal var reportedCairoError = false

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row of the bitmap memory.
    public let bytesPerRow: Int
    /// Bits per component: always 8.
    public let bitsPerComponent: Int
    /// Bits per pixel: 32 for RGB, 8 for gray and alpha-only.
    public let bitsPerPixel: Int
    /// The bitmap layout.
    public let bitmapInfo: CGBitmapInfo
    /// The colour space given at creation.
    public let colorSpace: CGColorSpace?

    /// Creates a bitmap context.
    ///
    /// - Parameters:
    ///   - data: The bitmap memory, at least `bytesPerRow × height` bytes,
    ///     which must outlive the context; `nil` allocates zeroed memory that
    ///     the context owns. Existing contents are the starting picture.
    ///   - width: The width in pixels, 1…32767.
    ///   - height: The height in pixels, 1…32767.
    ///   - bitsPerComponent: Must be 8.
    ///   - bytesPerRow: At least `width` × bytes per pixel; 0 computes it
    ///     (rounded up to a multiple of 4).
    ///   - space: RGB or gray; ignored for alpha-only layouts.
    ///   - bitmapInfo: A ``CGImageAlphaInfo`` raw value combined with a
    ///     ``CGBitmapInfo`` byte order.
    /// - Returns: `nil`, with Core Graphics' console message, for an
    ///   unsupported layout, a size that is not positive (or beyond Cairo's
    ///   32767 limit), or too few bytes per row.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let bitsPerPixel: Int
        switch (alphaInfo, space.model) {
        case (.alphaOnly?, _), (CGImageAlphaInfo.none?, .monochrome):
            bitsPerPixel = 8
        case (.premultipliedFirst?, .rgb), (.premultipliedLast?, .rgb), (.noneSkipFirst?, .rgb), (.noneSkipLast?, .rgb):
            bitsPerPixel = 32
        default:
            bitsPerPixel = 0
        }
        guard bitsPerPixel > 0,
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: space.model, bitmapInfo: info)
        else {
            Self.reportUnsupported(bitsPerComponent, bitsPerPixel, space, alphaInfo, info, bytesPerRow)
            return nil
        }
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            CGDiagnostics.report(
                "CGBitmapContextCreate: invalid data size: \(width) x \(height) pixels "
                    + "(width and height must be between 1 and 32767).")
            return nil
        }
        let minimumRow = width * layout.bytesPerPixel
        let rowBytes = bytesPerRow == 0 ? (minimumRow + 3) / 4 * 4 : bytesPerRow
        guard rowBytes >= minimumRow, !rowBytes.multipliedReportingOverflow(by: height).overflow else {
            CGDiagnostics.report(
                "CGBitmapContextCreate: invalid data bytes/row: should be at least \(minimumRow) "
                    + "for 8 integer bits/component, \(layout.bytesPerPixel == 4 ? 3 : 1) components, "
                    + "\(Self.alphaName(alphaInfo)).")
            return nil
        }
        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
            ownedData = nil
        } else {
            memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownedData = memory
        }
        let native = PixelLayout.nativeARGB32
        let format: cairo_format_t
        var direct = rowBytes % 4 == 0
        if layout.color == .none {
            format = CAIRO_FORMAT_A8
        } else if layout.alphaOffset == nil {
            format = CAIRO_FORMAT_RGB24
            direct = direct && layout.bytesPerPixel == 4 && layout.color == native.color
        } else {
            format = CAIRO_FORMAT_ARGB32
            direct = direct && layout.isNativeARGB32
        }
        if direct {
            surface = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(rowBytes))
            conversion = nil
        } else {
            surface = cairo_image_surface_create(format, Int32(width), Int32(height))
            conversion = layout
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            ownedData?.deallocate()
            CGDiagnostics.report("CGBitmapContextCreate: could not create a \(width) x \(height) bitmap.")
            return nil
        }
        cr = cairo_create(surface)
        bitmapData = memory
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        gstate = GraphicsState(ctm: .identity)
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bitmapInfo = info
        self.colorSpace = space
        if conversion != nil { loadBitmapIntoSurface() }
    }

    /// Wraps a Cairo surface the host owns (see ``init(cairoSurface:flipped:)``).
    internal init(wrapping cairoSurface: OpaquePointer, flipped: Bool) {
        surface = cairo_surface_reference(cairoSurface)
        cr = cairo_create(cairoSurface)
        let isImage = cairo_surface_get_type(cairoSurface) == CAIRO_SURFACE_TYPE_IMAGE
        width = isImage ? Int(cairo_image_surface_get_width(cairoSurface)) : 0
        height = isImage ? Int(cairo_image_surface_get_height(cairoSurface)) : 0
        bytesPerRow = isImage ? Int(cairo_image_surface_get_stride(cairoSurface)) : 0
        bitmapData = isImage ? cairo_image_surface_get_data(cairoSurface).map { UnsafeMutableRawPointer($0) } : nil
        ownedData = nil
        conversion = nil
        bitsPerComponent = 8
        let format = isImage ? cairo_image_surface_get_format(cairoSurface) : CAIRO_FORMAT_ARGB32
        switch format {
        case CAIRO_FORMAT_A8:
            bitsPerPixel = 8
            bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue)
            colorSpace = CGColorSpace(kind: .deviceGray)
        case CAIRO_FORMAT_RGB24:
            bitsPerPixel = 32
            bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue).union(.byteOrder32Host)
            colorSpace = CGColorSpace(kind: .sRGB)
        default:
            bitsPerPixel = 32
            bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host)
            colorSpace = CGColorSpace(kind: .sRGB)
        }
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        gstate = GraphicsState(ctm: flipped ? baseTransform : .identity)
    }

    deinit {
        openMasks.removeAll()
        savedStates.removeAll()
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        ownedData?.deallocate()
    }

    /// The bitmap memory: the `data` given at creation, or the memory the
    /// context allocated.
    public var data: UnsafeMutableRawPointer? { bitmapData }

    /// The alpha part of ``bitmapInfo``.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    private static func alphaName(_ info: CGImageAlphaInfo?) -> String {
        switch info {
        case .none?: "kCGImageAlphaNone"
        case .premultipliedLast?: "kCGImageAlphaPremultipliedLast"
        case .premultipliedFirst?: "kCGImageAlphaPremultipliedFirst"
        case .last?: "kCGImageAlphaLast"
        case .first?: "kCGImageAlphaFirst"
        case .noneSkipLast?: "kCGImageAlphaNoneSkipLast"
        case .noneSkipFirst?: "kCGImageAlphaNoneSkipFirst"
        case .alphaOnly?: "kCGImageAlphaOnly"
        case nil: "unknown alpha info"
        }
    }

    private static func reportUnsupported(
        _ bitsPerComponent: Int, _ bitsPerPixel: Int, _ space: CGColorSpace, _ alpha: CGImageAlphaInfo?,
        _ info: CGBitmapInfo, _ bytesPerRow: Int
    ) {
        let model = space.model == .rgb ? "RGB" : space.model == .monochrome ? "Gray" : "unknown"
        let float = info.contains(.floatComponents) ? "float" : "integer"
        let order = info.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        let orderName = order == 0 ? "default byte order" : order == CGBitmapInfo.byteOrder32Little.rawValue
            ? "kCGImageByteOrder32Little" : order == CGBitmapInfo.byteOrder32Big.rawValue
            ? "kCGImageByteOrder32Big" : "byte order 0x\(String(order, radix: 16))"
        CGDiagnostics.report(
            """
            CGBitmapContextCreate: unsupported parameter combination:
            \t\(bitsPerComponent) bits/component; \(float);
            \t\(bitsPerPixel) bits/pixel;
            \t\(model) color space model; \(alphaName(alpha));
            \t\(orderName);
            \t\(bytesPerRow) bytes/row.
            Valid parameters: 8 bits/component with kCGImageAlphaPremultipliedFirst, \
            kCGImageAlphaPremultipliedLast, kCGImageAlphaNoneSkipFirst or kCGImageAlphaNoneSkipLast (RGB), \
            kCGImageAlphaNone (Gray), kCGImageAlphaOnly.
            """)
    }
}
