import Foundation

/// The settings of an image renderer: scale, opacity and colour range.
///
/// Not thread-safe to mutate; a renderer keeps its own copy.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point of the images rendered. Defaults to the main
    /// screen's scale (see `UIScreen.main`); values that are zero, negative
    /// or not finite render at 1.
    open var scale: CGFloat

    /// Whether the images are opaque (default false). An opaque renderer's
    /// bitmap has no alpha channel and starts black, as in UIKit.
    open var opaque: Bool = false

    /// The colour range asked for (default ``Range-swift.enum/automatic``).
    ///
    /// Recorded only: OpenUIKit always renders 8-bit sRGB (standard range).
    open var preferredRange: Range = .automatic

    /// Creates a format for the main screen: its scale, transparent,
    /// automatic range.
    public required init() {
        scale = MainScreenScale.value
        super.init()
    }

    /// A copy of the format.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }

    /// The scale actually used: ``scale`` when positive and finite, else 1.
    var effectiveScale: CGFloat {
        scale > 0 && scale.isFinite ? scale : 1
    }
}
