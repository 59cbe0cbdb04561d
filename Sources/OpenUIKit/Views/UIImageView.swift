import Foundation

/// A view that shows an image, or a sequence of images as an animation.
///
/// The image is the layer's `contents` (its scale the layer's
/// `contentsScale`), placed by the layer's `contentsGravity`, which follows
/// ``UIView/contentMode`` (default `.scaleToFill`); a resizable image with
/// `.stretch` stretches through the layer's `contentsCenter`. Nothing is
/// drawn with ``UIView/draw(_:)``. Template images (rendering mode
/// `.alwaysTemplate`) show their shape filled with ``UIView/tintColor``;
/// images made with `UIImage.withTintColor(_:)` show in their own colour.
/// Image views ignore touches by default (``UIView/isUserInteractionEnabled``
/// is false) and are not opaque.
///
/// Differences from UIKit: a resizable image with `.tile` is drawn into a
/// bitmap of the view's size (redrawn when the size changes) instead of
/// being tiled by the render server.
@preconcurrency @MainActor
open class UIImageView: UIView {
    var imageStorage: UIImage?
    var highlightedImageStorage: UIImage?
    var isHighlightedStorage = false
    /// The view size the tiled contents were drawn for.
    var tiledContentsSize: CGSize?
    /// The last template image filled with the tint, reused while neither changes.
    var templateCache: (image: UIImage, tint: UIColor, contents: CGImage)?

    /// The key of the animation that plays ``animationImages``.
    static let animationKey = "contents"

    /// Creates an image view with no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureImageView()
    }

    /// Creates an image view showing `image`, sized to it (frame origin
    /// zero, size the image's size in points).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageView()
        imageStorage = image
        updateContents()
    }

    /// Creates an image view showing `image` (sized to it), and
    /// `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageView()
        imageStorage = image
        highlightedImageStorage = highlightedImage
        updateContents()
    }

    /// Creates an image view from an archive (no image).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureImageView()
    }

    /// An image view's traits say it is an image.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    // MARK: Images

    /// The image shown (when not highlighted, or with no highlighted image).
    /// Setting it shows it at once; it may animate inside a view animation
    /// or transition block.
    open var image: UIImage? {
        get { imageStorage }
        set {
            let oldSize = imageStorage?.size
            imageStorage = newValue
            updateContents()
            if newValue?.size != oldSize { invalidateIntrinsicContentSize() }
            keyValueDidChange()
        }
    }

    /// The image shown while ``isHighlighted`` (nil: ``image`` is shown).
    open var highlightedImage: UIImage? {
        get { highlightedImageStorage }
        set {
            highlightedImageStorage = newValue
            updateContents()
        }
    }

    /// Whether the view shows its highlighted image (default false).
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set {
            isHighlightedStorage = newValue
            updateContents()
        }
    }

    // MARK: Animating images

    /// The images of the animation played by ``startAnimating()``.
    open var animationImages: [UIImage]?

    /// The images of the animation played while highlighted (nil: the
    /// ``animationImages``).
    open var highlightedAnimationImages: [UIImage]?

    /// The time one cycle through the images takes, in seconds. Zero (the
    /// default) means 1/30 s per image.
    open var animationDuration: TimeInterval = 0

    /// How many cycles the animation plays; 0 (the default) repeats for
    /// ever.
    open var animationRepeatCount: Int = 0

    /// Starts cycling through the animation images: a discrete keyframe
    /// animation of the layer's `contents` (key `"contents"`), as UIKit
    /// does. Does nothing without images. Restarts a running animation.
    open func startAnimating() {
        startImageAnimation()
    }

    /// Stops the animation; the view shows ``image`` again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// Whether the image animation is running (it stops by itself after
    /// ``animationRepeatCount`` cycles).
    open var isAnimating: Bool {
        layer.animation(forKey: Self.animationKey) != nil
    }

    // MARK: UIView

    /// The image's size in points (the first animation image's when there
    /// is no image); no intrinsic size without either.
    open override var intrinsicContentSize: CGSize {
        if let size = (displayedImage ?? animationImages?.first)?.size { return size }
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size in points (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        (displayedImage ?? animationImages?.first)?.size ?? bounds.size
    }

    /// Shows template images in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContents()
    }

    /// Sets the layer's contents from the image (image views draw nothing).
    open override func display(_ layer: CALayer) {
        updateContents()
    }

    /// Redraws a tiled resizable image for a new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let tiledContentsSize, tiledContentsSize != bounds.size { updateContents() }
    }
}
