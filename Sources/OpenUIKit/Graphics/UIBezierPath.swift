import Foundation

/// A path of straight lines and curves, with the attributes to draw it.
///
/// Coordinates are UIKit's (y down). Drawing (``fill()``, ``stroke()``,
/// ``addClip()``) goes to `UIGraphicsGetCurrentContext()`; with no current
/// context nothing happens, as in UIKit. Not thread-safe: use a path from
/// one thread at a time.
///
/// Differences from UIKit: rounded rectangles use circular (or, with
/// unequal radii, elliptical) quarter arcs, not UIKit's continuous
/// "squircle" corners, so their corners are slightly tighter; `NSCoding`
/// is not supported.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's elements.
    var path = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates a path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    // MARK: The path

    /// The path as a Core Graphics path (an immutable copy). Setting it
    /// replaces every element; the drawing attributes stay.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, control
    /// points included (`CGPath.boundingBox`); `CGRect.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// The end point of the last element (`.zero` when empty).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line to `point`. Needs a current point (else a
    /// console message, as Core Graphics reports).
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc, with a line from the current point to its start
    /// (or a move there in an empty path).
    ///
    /// Angles are in radians from the positive x axis; `clockwise` is meant
    /// on screen (y down), which is the opposite of `CGMutablePath`'s flag:
    /// from 0 to π/2 clockwise goes through the bottom of the circle.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element (the drawing attributes stay).
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// A new path with the same shape traced backwards: each subpath runs
    /// from its end to its start (closed subpaths stay closed). Attributes
    /// are copied.
    open func reversing() -> UIBezierPath {
        let reversed = copyAttributes()
        reversed.path = Self.reversed(path)
        return reversed
    }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// Whether `point` is inside the path under the path's fill rule
    /// (``usesEvenOddFillRule``); open subpaths count as closed.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: fillRule)
    }

    // MARK: Drawing attributes

    /// The stroke width in points (default 1).
    open var lineWidth: CGFloat = 1

    /// How open ends are drawn (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt

    /// How corners are drawn (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter

    /// The limit beyond which mitred joins are bevelled (default 10).
    open var miterLimit: CGFloat = 10

    /// How accurately curves are flattened when drawn (default 0.6).
    open var flatness: CGFloat = 0.6

    /// Whether filling and ``contains(_:)`` use the even-odd rule instead of
    /// non-zero winding (default false).
    open var usesEvenOddFillRule = false

    /// Sets the dash pattern: `count` lengths from `pattern` (dash, gap,
    /// …) starting `phase` points into it. A nil pattern or zero count
    /// draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern: `count` receives the number of lengths,
    /// `pattern` (which must hold that many) the lengths, `phase` the phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
    }

    // MARK: Drawing

    /// Fills the enclosed area with the current context's fill colour and
    /// the path's fill rule.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: fillRule)
        context.restoreGState()
    }

    /// Fills with `blendMode` and `alpha` (the context's own settings are
    /// restored afterwards).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.addPath(path)
        context.fillPath(using: fillRule)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and the
    /// path's line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        strokePath(in: context)
        context.restoreGState()
    }

    /// Strokes with `blendMode` and `alpha` (the context's own settings are
    /// restored afterwards).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        strokePath(in: context)
        context.restoreGState()
    }

    /// Intersects the current context's clipping region with the enclosed
    /// area (under the path's fill rule). Not undone: save and restore the
    /// graphics state around it.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: fillRule)
    }

    // MARK: NSCopying

    /// A copy with the same elements and attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = copyAttributes()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        return copy
    }

    // MARK: Internals

    var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    private func strokePath(in context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
    }

    /// A new empty path (of this class when it can be made) with this
    /// path's attributes.
    private func copyAttributes() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }
}
