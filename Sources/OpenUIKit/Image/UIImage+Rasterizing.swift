import Foundation

extension UIImage {
    /// The bitmap as displayed: the orientation applied (the stored bitmap
    /// itself for `.up`). Made once and kept.
    var uprightCGImage: CGImage? {
        guard let image = storedCGImage else { return nil }
        if storedOrientation == .up { return image }
        return renderCache.upright {
            let swaps = storedOrientation.swapsAxes
            let width = swaps ? image.height : image.width
            let height = swaps ? image.width : image.height
            guard let context = BitmapCanvas.makeContext(width: width, height: height, opaque: false) else { return nil }
            BitmapCanvas.flip(context, height: height, scale: 1)
            Self.draw(image, orientation: storedOrientation,
                      in: CGRect(x: 0, y: 0, width: width, height: height), context: context)
            return context.makeImage()
        }
    }

    /// The upright bitmap's shape (alpha) filled with ``withTintColor(_:)``'s
    /// colour; the upright bitmap when there is none. Made once and kept.
    var tintedUprightCGImage: CGImage? {
        guard let color = storedTintColor else { return uprightCGImage }
        let upright = uprightCGImage  // Outside the cache's lock, which is not reentrant.
        return renderCache.tinted { upright.flatMap { Self.fillShape(of: $0, with: color) } }
    }

    /// `image`'s shape (its alpha) filled with `color`: how templates show
    /// in a tint colour.
    static func fillShape(of image: CGImage, with color: UIColor) -> CGImage? {
        guard let context = BitmapCanvas.makeContext(width: image.width, height: image.height, opaque: false)
        else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        context.draw(image, in: bounds)  // Upright: the context is y up.
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(bounds)
        return context.makeImage()
    }

    /// The image drawn into a bitmap of `size` points at its scale (nine
    /// slices for a resizable image); what image views show for a tiled
    /// resizable image.
    func rendered(at size: CGSize, tintColor: UIColor?) -> CGImage? {
        guard let context = BitmapCanvas.makeContext(
            bounds: CGRect(origin: .zero, size: size), scale: storedScale, opaque: false)
        else { return nil }
        UIGraphicsPushContext(context)
        draw(in: CGRect(origin: .zero, size: size))
        UIGraphicsPopContext()
        guard let image = context.makeImage() else { return nil }
        if let tintColor { return Self.fillShape(of: image, with: tintColor) }
        return image
    }
}
