import Foundation

/// An immutable image: a bitmap with a scale, an orientation and drawing
/// hints (rendering mode, cap insets, tint colour).
///
/// Sizes are in points: the bitmap's pixel size divided by ``scale``, with
/// width and height swapped for the quarter-turn orientations. Images are
/// immutable and may be shared between threads; the `with…` methods return
/// new images.
///
/// Differences from UIKit:
/// - Only PNG data decodes (``init(data:)``); JPEG, GIF, HEIC and other
///   formats give nil (with a console message when recognised), and
///   ``jpegData(compressionQuality:)`` returns nil.
/// - ``init(named:)`` reads loose PNG files from a bundle's resources,
///   not asset catalogs, and does not cache; there are no symbol images.
/// - Animated images (`animatedImage(with:duration:)`), symbol
///   configurations, `ciImage` and `NSCoding` are not supported.
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is immutable; `renderCache` locks.

    let storedCGImage: CGImage?
    let storedScale: CGFloat
    let storedOrientation: Orientation
    let storedRenderingMode: RenderingMode
    let storedCapInsets: UIEdgeInsets
    let storedResizingMode: ResizingMode
    let storedAlignmentRectInsets: UIEdgeInsets
    /// The colour given by ``withTintColor(_:)``.
    let storedTintColor: UIColor?
    /// Upright and tinted bitmaps made on demand.
    let renderCache = ImageRenderCache()

    /// Creates an empty image: no bitmap, size zero, scale 1.
    public override init() {
        storedCGImage = nil
        storedScale = 1
        storedOrientation = .up
        storedRenderingMode = .automatic
        storedCapInsets = .zero
        storedResizingMode = .tile
        storedAlignmentRectInsets = .zero
        storedTintColor = nil
        super.init()
    }

    /// Creates an image of `cgImage` with `scale` pixels per point (values
    /// that are zero, negative or not finite mean 1) shown in
    /// `orientation`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        storedCGImage = cgImage
        storedScale = scale > 0 && scale.isFinite ? scale : 1
        storedOrientation = orientation
        storedRenderingMode = .automatic
        storedCapInsets = .zero
        storedResizingMode = .tile
        storedAlignmentRectInsets = .zero
        storedTintColor = nil
        super.init()
    }

    /// Creates an upright image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// A variant of `image` with some drawing hints changed.
    init(
        variantOf image: UIImage, orientation: Orientation? = nil, renderingMode: RenderingMode? = nil,
        capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
        alignmentRectInsets: UIEdgeInsets? = nil, tintColor: UIColor?? = .none
    ) {
        storedCGImage = image.storedCGImage
        storedScale = image.storedScale
        storedOrientation = orientation ?? image.storedOrientation
        storedRenderingMode = renderingMode ?? image.storedRenderingMode
        storedCapInsets = capInsets ?? image.storedCapInsets
        storedResizingMode = resizingMode ?? image.storedResizingMode
        storedAlignmentRectInsets = alignmentRectInsets ?? image.storedAlignmentRectInsets
        storedTintColor = tintColor ?? image.storedTintColor
        super.init()
    }

    // MARK: Properties

    /// The size in points, as displayed: the bitmap's pixel size divided by
    /// ``scale``, width and height swapped for the `left`/`right`
    /// orientations. Zero for an empty image.
    open var size: CGSize {
        guard let image = storedCGImage else { return .zero }
        let width = CGFloat(image.width) / storedScale, height = CGFloat(image.height) / storedScale
        return storedOrientation.swapsAxes ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// Pixels per point.
    open var scale: CGFloat { storedScale }

    /// The bitmap, as stored (not rotated by ``imageOrientation``); nil for
    /// an empty image.
    open var cgImage: CGImage? { storedCGImage }

    /// How the bitmap is turned or mirrored for display.
    open var imageOrientation: Orientation { storedOrientation }

    /// How views draw the image: as it is, or as a template tinted with the
    /// view's tint colour.
    open var renderingMode: RenderingMode { storedRenderingMode }

    /// The fixed edges of a resizable image, in points (zero: not
    /// resizable).
    open var capInsets: UIEdgeInsets { storedCapInsets }

    /// How the middle of a resizable image fills extra space.
    open var resizingMode: ResizingMode { storedResizingMode }

    /// Insets from the image's edges to its content, used for alignment by
    /// layout (default zero).
    open var alignmentRectInsets: UIEdgeInsets { storedAlignmentRectInsets }

    /// Whether the image flips in right-to-left layouts: always false (see
    /// ``imageFlippedForRightToLeftLayoutDirection()``).
    open var flipsForRightToLeftLayoutDirection: Bool { false }

    // MARK: Drawing

    /// Draws the image at its size with its top-left corner at `point`, in
    /// the current context (y down). Nothing happens without a context.
    open func draw(at point: CGPoint) {
        drawImage(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size at `point` with `blendMode` and `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        drawImage(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (a resizable image keeps its
    /// cap insets and stretches or tiles its middle), honouring the
    /// orientation and any tint colour given by ``withTintColor(_:)``.
    /// Template images draw in their own colours outside image views.
    open func draw(in rect: CGRect) {
        drawImage(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect` with `blendMode` and `alpha` (which
    /// replace the context's for this drawing only).
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        drawImage(in: rect, blendMode: blendMode, alpha: alpha)
    }

    /// Tiles the image at its size across `rect`, the tiles aligned with the
    /// context's origin.
    open func drawAsPattern(in rect: CGRect) {
        drawPattern(in: rect)
    }

    // MARK: Variants

    /// The same image with `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(variantOf: self, renderingMode: renderingMode)
    }

    /// A resizable copy whose middle tiles (UIKit's default for this
    /// call); `capInsets` are the fixed edges, in points.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy: the `capInsets` edges (in points) keep their size
    /// and the middle stretches or tiles. Image views stretch through the
    /// layer's `contentsCenter`.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(variantOf: self, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// A copy that draws as its shape (alpha) filled with `color`, in
    /// ``draw(in:)`` and in image views, whatever their tint colour.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(variantOf: self, tintColor: .some(color))
    }

    /// A copy that draws as its shape filled with `color`, with
    /// `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(variantOf: self, renderingMode: renderingMode, tintColor: .some(color))
    }

    /// The image to use in right-to-left layouts.
    ///
    /// Differs from UIKit: returns `self` (OpenUIKit lays out left to right
    /// only), so images never flip.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        self
    }

    /// A copy mirrored horizontally (its orientation's mirrored twin).
    open func withHorizontallyFlippedOrientation() -> UIImage {
        UIImage(variantOf: self, orientation: storedOrientation.horizontallyFlipped)
    }

    /// A copy with `alignmentInsets` as its ``alignmentRectInsets``.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(variantOf: self, alignmentRectInsets: alignmentInsets)
    }

    // MARK: NSObject

    /// The class, size in points, scale and rendering mode.
    open override var description: String {
        let s = size
        return "<\(type(of: self)): \(s.width)×\(s.height) @\(storedScale)x, orientation \(storedOrientation), renderingMode \(storedRenderingMode)>"
    }
}
