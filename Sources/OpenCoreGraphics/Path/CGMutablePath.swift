import Foundation

/// A mutable graphics path.
///
/// Elements that need a current point (lines, curves, tangent arcs) are
/// ignored with Core Graphics' console message when the path has none.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public init() {
        super.init(storage: [], subpathStart: nil, current: nil)
    }

    internal override init(storage: [PathSegment], subpathStart: CGPoint?, current: CGPoint?) {
        super.init(storage: storage, subpathStart: subpathStart, current: current)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        storage.append(.move(to: p))
        subpathStart = p
        current = p
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddLineToPoint") else { return }
        let p = point.applying(transform)
        storage.append(.line(to: p))
        current = p
    }

    /// Appends a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddQuadCurveToPoint") else { return }
        let p = end.applying(transform)
        storage.append(.quadCurve(to: p, control: control.applying(transform)))
        current = p
    }

    /// Appends a cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard requireCurrentPoint("CGPathAddCurveToPoint") else { return }
        let p = end.applying(transform)
        storage.append(.curve(to: p, control1: control1.applying(transform), control2: control2.applying(transform)))
        current = p
    }

    /// Closes the current subpath; the current point returns to its start.
    ///
    /// Does nothing on an empty path or right after another close.
    public func closeSubpath() {
        guard current != nil, let last = storage.last, last != .closeSubpath else { return }
        storage.append(.closeSubpath)
        current = subpathStart
    }

    /// Appends a closed rectangle subpath: min corner, then along x, then y.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Appends one closed rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends an open polyline: a move to the first point, lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Appends a closed ellipse inscribed in `rect`, made of four cubic
    /// curves, starting at the right-middle point and turning towards
    /// increasing angles.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let ellipse = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        appendArcCurves(center: .zero, radius: 1, startAngle: 0, delta: 2 * .pi, transform: ellipse)
        closeSubpath()
    }

    /// Appends a closed rounded rectangle with elliptical corners.
    ///
    /// Corner sizes are clamped to half the rectangle's width and height;
    /// zero corners give a plain rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let cw = Swift.max(0, Swift.min(cornerWidth, r.width / 2))
        let ch = Swift.max(0, Swift.min(cornerHeight, r.height / 2))
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        let corner = { (cx: CGFloat, cy: CGFloat, start: CGFloat) in
            let t = CGAffineTransform(scaleX: cw, y: ch)
                .concatenating(CGAffineTransform(translationX: cx, y: cy))
                .concatenating(transform)
            self.appendArcCurves(center: .zero, radius: 1, startAngle: start, delta: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        corner(r.maxX - cw, r.minY + ch, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        corner(r.maxX - cw, r.maxY - ch, 0)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        corner(r.minX + cw, r.maxY - ch, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        corner(r.minX + cw, r.minY + ch, .pi)
        closeSubpath()
    }

    /// Appends an arc of `delta` radians starting at `startAngle`.
    ///
    /// Draws a line from the current point to the arc's start (or moves
    /// there in an empty path). Positive `delta` turns towards increasing
    /// angles.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if current == nil {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        appendArcCurves(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends a circular arc from `startAngle` to `endAngle`.
    ///
    /// `clockwise` is meant in Core Graphics' y-up space (angles decreasing);
    /// in UIKit's flipped space it looks counter-clockwise, as on Apple
    /// platforms. A difference of 2π or more draws a full circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let twoPi = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta <= -twoPi {
                delta = -twoPi
            } else if delta > 0 {
                delta = delta.truncatingRemainder(dividingBy: twoPi)
                if delta > 0 { delta -= twoPi }
            }
        } else {
            if delta >= twoPi {
                delta = twoPi
            } else if delta < 0 {
                delta = delta.truncatingRemainder(dividingBy: twoPi)
                if delta < 0 { delta += twoPi }
            }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends an arc of `radius` tangent to the lines from the current point
    /// to `tangent1End` and from there to `tangent2End` (PostScript `arct`).
    ///
    /// Collinear points or a zero radius give a straight line to
    /// `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard requireCurrentPoint("CGPathAddArcToPoint") else { return }
        // Work in user space: undo the transform on the current point.
        let inverse = transform.inverted()
        let p0 = current!.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let len1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let len2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, len1 > 0, len2 > 0, abs(cross) > 1e-12 * len1 * len2 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / len1, y: v1.y / len1)
        let u2 = CGPoint(x: v2.x / len2, y: v2.y / len2)
        let cosTheta = Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)
        let tangentDistance = radius / tan(theta / 2)
        let start = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let end = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        // The centre lies along the bisector, at radius from both lines.
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        let endAngle = atan2(end.y - center.y, end.x - center.x)
        var delta = endAngle - startAngle
        // Take the short way round (the arc inside the corner).
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addLine(to: start, transform: transform)
        appendArcCurves(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for segment in path.storage {
            switch segment.applying(transform) {
            case .move(let to):
                storage.append(.move(to: to))
                subpathStart = to
                current = to
            case .closeSubpath:
                storage.append(.closeSubpath)
                current = subpathStart
            case let other:
                if current == nil, let end = other.endPoint {
                    // A path that starts without a move: start it here.
                    storage.append(.move(to: end))
                    subpathStart = end
                }
                storage.append(other)
                current = other.endPoint
            }
        }
    }

    /// Appends Bézier segments for an arc; the current point must be the
    /// arc's start.
    private func appendArcCurves(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform
    ) {
        guard delta != 0, delta.isFinite, radius.isFinite else { return }
        let count = Swift.max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0) = (cos(angle), sin(angle))
            let (c1, s1) = (cos(next), sin(next))
            let p0 = CGPoint(x: center.x + radius * c0, y: center.y + radius * s0)
            let p3 = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            let control1 = CGPoint(x: p0.x - k * radius * s0, y: p0.y + k * radius * c0)
            let control2 = CGPoint(x: p3.x + k * radius * s1, y: p3.y - k * radius * c1)
            let end = p3.applying(transform)
            storage.append(.curve(to: end, control1: control1.applying(transform), control2: control2.applying(transform)))
            current = end
            angle = next
        }
    }

    private func requireCurrentPoint(_ function: String) -> Bool {
        if current != nil { return true }
        CGDiagnostics.report("\(function): no current point.")
        return false
    }
}
