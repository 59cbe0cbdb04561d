import Foundation

/// A renderer that makes images from drawing code.
///
/// Each call to ``image(actions:)`` (or ``pngData(actions:)``) creates a
/// fresh bitmap of the renderer's size × its format's scale (rounded up to
/// whole pixels), makes it the current context for the actions, and returns
/// what was drawn. The context's user space is UIKit's: y down, origin at
/// the top left of the bounds, in points. Renderers keep nothing between
/// calls and may be used from any thread (one call at a time per renderer
/// is not required: each call has its own bitmap).
///
/// Differences from UIKit: a renderer whose size is empty or not finite
/// runs its actions against a 1 × 1 stand-in context and returns an empty
/// image (`UIImage()`) with a console message; ``jpegData(withCompressionQuality:actions:)``
/// returns empty data (no JPEG encoder on this platform).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let imageFormat: UIGraphicsImageRendererFormat

    /// Creates a renderer of `size` (origin zero) with the preferred format
    /// (the main screen's scale, transparent).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
    }

    /// Creates a renderer of `size` (origin zero) with a copy of `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer whose context's user space is `bounds` (its
    /// origin is the image's top-left corner) with the preferred format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// Creates a renderer whose context's user space is `bounds`, with a
    /// copy of `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = (format.copy() as? UIGraphicsImageRendererFormat) ?? format
        copy.bounds = bounds
        imageFormat = copy
        super.init(bounds: bounds, format: copy)
    }

    override class func makeDefaultFormat() -> UIGraphicsRendererFormat {
        UIGraphicsImageRendererFormat.preferred()
    }

    /// The renderer's format (its own copy, with its bounds).
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// True: image renderers make images.
    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` with a new bitmap as the current context and returns
    /// the image drawn, at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let rendererContext = run(actions)
        return rendererContext.currentImage
    }

    /// Runs `actions` like ``image(actions:)`` and returns the image as
    /// PNG data (8-bit RGBA; the scale is not recorded in the file).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and would return JPEG data.
    ///
    /// Differs from UIKit: OpenUIKit has no JPEG encoder, so this runs the
    /// actions and returns empty data, with a console message. Use
    /// ``pngData(actions:)``.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        _ = run(actions)
        UIImage.reportNoJPEGEncoder()
        return Data()
    }

    /// Makes the bitmap, runs the actions with it current, returns the
    /// renderer context (whose `currentImage` is the result).
    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let bounds = imageFormat.bounds
        let scale = imageFormat.effectiveScale
        let rendererContext: UIGraphicsImageRendererContext
        if let context = BitmapCanvas.makeContext(bounds: bounds, scale: scale, opaque: imageFormat.opaque) {
            rendererContext = UIGraphicsImageRendererContext(cgContext: context, imageFormat: imageFormat)
        } else {
            UIKitDiagnostics.report(
                "UIGraphicsImageRenderer: cannot render an image of size {\(bounds.width), \(bounds.height)} at scale \(scale); returning an empty image.")
            let standIn = BitmapCanvas.makeContext(width: 1, height: 1, opaque: imageFormat.opaque)!
            rendererContext = UIGraphicsImageRendererContext(
                cgContext: standIn, imageFormat: imageFormat, producesImages: false)
        }
        UIGraphicsPushContext(rendererContext.cgContext)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext
    }
}
