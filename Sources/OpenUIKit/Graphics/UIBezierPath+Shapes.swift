import Foundation

extension UIBezierPath {
    /// Creates a closed rectangle: from the top-left corner clockwise on
    /// screen (along the top edge first).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a closed ellipse inscribed in `rect` (a circle for a square),
    /// starting at the right-middle point and turning clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a closed rectangle with all four corners rounded by
    /// `cornerRadius`, clamped to half the shorter side.
    ///
    /// Differs from UIKit: corners are circular quarter arcs, not UIKit's
    /// continuous-curvature corners (which start a little further along
    /// each edge).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadius, r.width / 2, r.height / 2))
        self.init(roundedRect: r, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius))
    }

    /// Creates a closed rectangle with the chosen corners rounded by
    /// elliptical quarter arcs of `cornerRadii` (each clamped to half the
    /// rectangle's width and height); other corners stay square. Starts on
    /// the top edge and runs clockwise on screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = cornerRadii.width.isFinite ? Swift.max(0, Swift.min(cornerRadii.width, r.width / 2)) : 0
        let ry = cornerRadii.height.isFinite ? Swift.max(0, Swift.min(cornerRadii.height, r.height / 2)) : 0
        func radii(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) && rx > 0 && ry > 0 ? CGSize(width: rx, height: ry) : .zero
        }
        let topLeft = radii(.topLeft), topRight = radii(.topRight)
        let bottomRight = radii(.bottomRight), bottomLeft = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight.width, y: r.minY))
        addCorner(center: CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), radii: topRight, from: -.pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight.height))
        addCorner(center: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), radii: bottomRight, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY))
        addCorner(center: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), radii: bottomLeft, from: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft.height))
        addCorner(center: CGPoint(x: r.minX + topLeft.width, y: r.minY + topLeft.height), radii: topLeft, from: .pi)
        path.closeSubpath()
    }

    /// Creates an open circular arc (starting with a move to its first
    /// point). `clockwise` is meant on screen (y down): the opposite of
    /// `CGMutablePath.addArc`'s flag.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A quarter of an ellipse turning clockwise on screen from angle
    /// `from`; nothing for a square corner (zero radii).
    private func addCorner(center: CGPoint, radii: CGSize, from angle: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { return }
        let toCorner = CGAffineTransform(scaleX: radii.width, y: radii.height)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        path.addRelativeArc(center: .zero, radius: 1, startAngle: angle, delta: .pi / 2, transform: toCorner)
    }

    /// `path` with each subpath traced from its end to its start.
    static func reversed(_ path: CGPath) -> CGMutablePath {
        let result = CGMutablePath()
        var subpath: [PathSegment] = []
        func flush() {
            guard case .move(let start)? = subpath.first else {
                subpath.removeAll()
                return
            }
            let closed = subpath.last == .closeSubpath
            let body = subpath.dropFirst().filter { $0 != .closeSubpath }
            // The points each element starts from, in order.
            var starts: [CGPoint] = [start]
            for segment in body { starts.append(segment.endPoint ?? start) }
            result.move(to: starts.last!)
            for (index, segment) in body.enumerated().reversed() {
                let to = starts[index]
                switch segment {
                case .line: result.addLine(to: to)
                case .quadCurve(_, let control): result.addQuadCurve(to: to, control: control)
                case .curve(_, let c1, let c2): result.addCurve(to: to, control1: c2, control2: c1)
                case .move, .closeSubpath: break
                }
            }
            if closed { result.closeSubpath() }
            subpath.removeAll()
        }
        var subpathStart = CGPoint.zero
        for segment in path.segments {
            if case .move(let to) = segment {
                flush()
                subpathStart = to
            } else if subpath.isEmpty {
                // After a close, drawing continues from the subpath's start.
                guard segment != .closeSubpath else { continue }
                subpath.append(.move(to: subpathStart))
            }
            subpath.append(segment)
            if segment == .closeSubpath { flush() }
        }
        flush()
        return result
    }
}
