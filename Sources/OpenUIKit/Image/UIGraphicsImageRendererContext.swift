import Foundation

/// The drawing environment of an image renderer's actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat
    /// False for the stand-in context of a renderer whose size is empty.
    private let producesImages: Bool

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat, producesImages: Bool = true) {
        self.imageFormat = imageFormat
        self.producesImages = producesImages
        super.init(cgContext: cgContext, format: imageFormat)
    }

    /// The renderer's image format.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far, at the format's scale (an
    /// empty image when the renderer's size is empty).
    open var currentImage: UIImage {
        guard producesImages, let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageFormat.effectiveScale, orientation: .up)
    }
}
