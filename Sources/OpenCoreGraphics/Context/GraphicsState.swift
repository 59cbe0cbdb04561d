import Foundation

/// The parts of a context's graphics state that OpenCoreGraphics tracks
/// itself and applies to Cairo for each operation.
///
/// The clip lives in Cairo's own state (saved with `cairo_save`); all other
/// state is here, so Cairo's matrix, source and line settings can be set
/// per operation. Internal to OpenCoreGraphics.
struct GraphicsState {
    /// A shadow: offset and blur in base space, and its colour.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// User space → Core Graphics device space (y up, origin bottom-left).
    var ctm: CGAffineTransform
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    /// A valid dash pattern, or empty for solid lines.
    var dashLengths: [CGFloat] = []
    /// Cairo tolerance, in device pixels.
    var flatness: CGFloat = 0.1
    var shouldAntialias = true
    var allowsAntialiasing = true
    var interpolationQuality = CGInterpolationQuality.default
    var shadow: Shadow?

    /// Whether paths are antialiased.
    var antialias: Bool { shouldAntialias && allowsAntialiasing }
}
