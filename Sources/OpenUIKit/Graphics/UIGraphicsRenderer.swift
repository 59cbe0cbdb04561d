import Foundation

/// The base class of graphics renderers: a bounds and a format.
///
/// Use ``UIGraphicsImageRenderer``; OpenUIKit has no PDF renderer.
open class UIGraphicsRenderer: NSObject {
    private let rendererFormat: UIGraphicsRendererFormat

    /// Creates a renderer for `bounds` with a copy of `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = (format.copy() as? UIGraphicsRendererFormat) ?? format
        copy.bounds = bounds
        rendererFormat = copy
        super.init()
    }

    /// Creates a renderer for `bounds` with the preferred format of the
    /// renderer's kind.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: Self.makeDefaultFormat())
    }

    /// The default format of this kind of renderer.
    class func makeDefaultFormat() -> UIGraphicsRendererFormat {
        UIGraphicsRendererFormat.preferred()
    }

    /// The renderer's format (its own copy, with its bounds).
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer makes images (true for image renderers).
    open var allowsImageOutput: Bool { false }
}
