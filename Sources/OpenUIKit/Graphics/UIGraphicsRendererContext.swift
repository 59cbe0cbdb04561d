import Foundation

/// The drawing environment a renderer hands to its actions: the Core
/// Graphics context plus conveniences.
///
/// The context's user space is UIKit's: y down, origin at the top left of
/// the renderer's bounds, in points. Valid only while the actions run.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawn into (also the current context,
    /// `UIGraphicsGetCurrentContext()`, while the actions run).
    open var cgContext: CGContext { context }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { baseFormat }

    private let context: CGContext
    private let baseFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        context = cgContext
        baseFormat = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) {
        context.fill(rect)
    }

    /// Fills `rect` with the current fill colour using `blendMode` (the
    /// context's blend mode is left as it was).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        context.saveGState()
        context.setBlendMode(blendMode)
        context.fill(rect)
        context.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and
    /// line width.
    open func stroke(_ rect: CGRect) {
        context.stroke(rect)
    }

    /// Strokes the outline of `rect` using `blendMode` (the context's blend
    /// mode is left as it was).
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        context.saveGState()
        context.setBlendMode(blendMode)
        context.stroke(rect)
        context.restoreGState()
    }

    /// Intersects the clipping region with `rect`.
    open func clip(to rect: CGRect) {
        context.clip(to: rect)
    }
}
