import Foundation

extension UIImageView {
    /// Defaults that differ from a plain view's.
    func configureImageView() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The image for the current state: the highlighted one when
    /// highlighted and set, else ``image``.
    var displayedImage: UIImage? {
        if isHighlightedStorage, let highlighted = highlightedImageStorage { return highlighted }
        return imageStorage
    }

    /// Puts the displayed image into the layer: contents, scale and
    /// stretchable centre.
    func updateContents() {
        tiledContentsSize = nil
        guard let image = displayedImage, image.cgImage != nil else {
            layer.contents = nil
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
            return
        }
        layer.contentsScale = image.scale
        if image.capInsets != .zero && image.resizingMode == .tile {
            // The render server cannot tile: draw the view-sized picture.
            let size = bounds.size
            tiledContentsSize = size
            layer.contents = image.rendered(at: size, tintColor: templateTint(for: image))
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
            return
        }
        layer.contents = contentsImage(for: image)
        layer.contentsCenter = Self.contentsCenter(for: image)
    }

    /// The tint a template image is filled with here; nil for images shown
    /// in their own colours (including images with their own tint).
    func templateTint(for image: UIImage) -> UIColor? {
        guard image.storedTintColor == nil, image.renderingMode == .alwaysTemplate else { return nil }
        return tintColor
    }

    /// The bitmap that shows `image` in this view: upright, tinted when it
    /// is a template or has its own tint.
    func contentsImage(for image: UIImage) -> CGImage? {
        if let tint = templateTint(for: image) {
            if let cache = templateCache, cache.image === image, cache.tint == tint { return cache.contents }
            guard let filled = image.uprightCGImage.flatMap({ UIImage.fillShape(of: $0, with: tint) }) else { return nil }
            templateCache = (image, tint, filled)
            return filled
        }
        return image.tintedUprightCGImage
    }

    /// The layer's `contentsCenter` for a resizable image's cap insets (the
    /// whole image when it is not resizable).
    static func contentsCenter(for image: UIImage) -> CGRect {
        let size = image.size
        let insets = image.capInsets
        guard insets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = Swift.min(Swift.max(insets.left, 0), size.width)
        let top = Swift.min(Swift.max(insets.top, 0), size.height)
        let right = Swift.min(Swift.max(insets.right, 0), size.width - left)
        let bottom = Swift.min(Swift.max(insets.bottom, 0), size.height - top)
        return CGRect(
            x: left / size.width, y: top / size.height,
            width: (size.width - left - right) / size.width, height: (size.height - top - bottom) / size.height)
    }

    /// Adds the discrete `contents` animation through the animation images.
    func startImageAnimation() {
        let highlighted = isHighlightedStorage ? highlightedAnimationImages : nil
        guard let images = highlighted ?? animationImages, !images.isEmpty else { return }
        let frames = images.compactMap { contentsImage(for: $0) }
        guard !frames.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.contentsScale = images[0].scale
        layer.add(animation, forKey: Self.animationKey)
    }
}
