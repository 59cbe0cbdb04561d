import Foundation

extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        devicePath = CGMutablePath()
    }

    /// Starts a new subpath at `point` (user space).
    public func move(to point: CGPoint) {
        devicePath.move(to: point, transform: gstate.ctm)
    }

    /// Appends a line from the current point to `point`.
    ///
    /// Without a current point nothing is added and Core Graphics' message
    /// "CGContextAddLineToPoint: no current point." is logged.
    public func addLine(to point: CGPoint) {
        guard hasCurrentPoint("CGContextAddLineToPoint") else { return }
        devicePath.addLine(to: point, transform: gstate.ctm)
    }

    /// Appends an open polyline: a move to the first point, lines to the others.
    public func addLines(between points: [CGPoint]) {
        devicePath.addLines(between: points, transform: gstate.ctm)
    }

    /// Appends a cubic Bézier curve from the current point (logs a message
    /// without one).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard hasCurrentPoint("CGContextAddCurveToPoint") else { return }
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: gstate.ctm)
    }

    /// Appends a quadratic Bézier curve from the current point (logs a
    /// message without one).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard hasCurrentPoint("CGContextAddQuadCurveToPoint") else { return }
        devicePath.addQuadCurve(to: end, control: control, transform: gstate.ctm)
    }

    /// Appends a circular arc, with a line from the current point to its
    /// start if there is one.
    ///
    /// `clockwise` is meant in the y-up user space; under UIKit's flipped
    /// CTM it looks counter-clockwise, as on Apple platforms.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: gstate.ctm)
    }

    /// Appends an arc tangent to the lines from the current point to
    /// `tangent1End` and on to `tangent2End` (logs a message without a
    /// current point).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard hasCurrentPoint("CGContextAddArcToPoint") else { return }
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: gstate.ctm)
    }

    /// Appends a closed rectangle subpath.
    public func addRect(_ rect: CGRect) {
        devicePath.addRect(rect, transform: gstate.ctm)
    }

    /// Appends one closed rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect]) {
        devicePath.addRects(rects, transform: gstate.ctm)
    }

    /// Appends the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        devicePath.addEllipse(in: rect, transform: gstate.ctm)
    }

    /// Appends `path`, whose points are in user space.
    public func addPath(_ path: CGPath) {
        devicePath.addPath(path, transform: gstate.ctm)
    }

    /// Closes the current subpath (logs a message without a current point).
    public func closePath() {
        guard hasCurrentPoint("CGContextClosePath") else { return }
        devicePath.closeSubpath()
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the current path in user space; `.zero` for an
    /// empty path.
    public var currentPointOfPath: CGPoint {
        guard let current = devicePath.current else { return .zero }
        return current.applying(gstate.ctm.inverted())
    }

    /// The bounding box of the current path in user space, control points
    /// included (as Core Graphics computes it); `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect {
        devicePath.transformed(by: gstate.ctm.inverted()).boundingBox
    }

    /// A copy of the current path in user space, or `nil` when it is empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        return devicePath.transformed(by: gstate.ctm.inverted()).copy()
    }

    private func hasCurrentPoint(_ function: String) -> Bool {
        if devicePath.current != nil { return true }
        CGDiagnostics.report("\(function): no current point.")
        return false
    }
}
