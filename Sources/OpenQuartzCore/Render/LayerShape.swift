internal import CCairo
import Foundation

/// The outline of a layer's bounds with its rounded corners: what the
/// background fills, `masksToBounds` clips to and the border strokes.
struct LayerShape {
    let rect: CGRect
    let radius: CGFloat
    let corners: CACornerMask
    let continuous: Bool

    init(_ state: LayerState) {
        rect = state.bounds
        let limit = Swift.min(state.bounds.width, state.bounds.height) / 2
        radius = Swift.max(0, Swift.min(state.cornerRadius.isFinite ? state.cornerRadius : 0, limit))
        corners = state.maskedCorners
        continuous = state.cornerCurve == .continuous
    }

    init(rect: CGRect, radius: CGFloat, corners: CACornerMask, continuous: Bool) {
        self.rect = rect
        self.radius = Swift.max(0, Swift.min(radius, Swift.min(rect.width, rect.height) / 2))
        self.corners = corners
        self.continuous = continuous
    }

    /// The outline as a path.
    var path: CGPath {
        let path = CGMutablePath()
        append(to: path, rect: rect, radius: radius)
        return path
    }

    /// Rectangles wholly inside the outline: the bounds without the corner
    /// squares the rounded corners are drawn in (a cross), or the bounds
    /// when no corner is rounded.
    var interior: [CGRect] {
        guard radius > 0, !corners.isEmpty else { return [rect] }
        let e = Swift.min(radius * (continuous ? 1.528 : 1), Swift.min(rect.width, rect.height) / 2)
        return [rect.insetBy(dx: e, dy: 0), rect.insetBy(dx: 0, dy: e)].filter { !$0.isEmpty }
    }

    /// Adds the outline to Cairo's current path.
    func addOutline(to cr: OpaquePointer) {
        cairo_new_path(cr)
        CairoPath.append(path, to: cr)
    }

    /// Adds the border ring (outline plus the inset outline; fill even-odd).
    func addBorder(to cr: OpaquePointer, width: CGFloat) {
        cairo_new_path(cr)
        CairoPath.append(path, to: cr)
        let inset = rect.insetBy(dx: Swift.min(width, rect.width / 2), dy: Swift.min(width, rect.height / 2))
        guard inset.width > 0, inset.height > 0 else { return }
        let inner = CGMutablePath()
        append(to: inner, rect: inset, radius: Swift.max(0, radius - width))
        CairoPath.append(inner, to: cr)
    }

    private func append(to path: CGMutablePath, rect r: CGRect, radius: CGFloat) {
        guard radius > 0, !corners.isEmpty else {
            path.addRect(r)
            return
        }
        // Corner names are Core Animation's (min Y = top in UIKit's space).
        let topLeft = corners.contains(.layerMinXMinYCorner) ? radius : 0
        let topRight = corners.contains(.layerMaxXMinYCorner) ? radius : 0
        let bottomLeft = corners.contains(.layerMinXMaxYCorner) ? radius : 0
        let bottomRight = corners.contains(.layerMaxXMaxYCorner) ? radius : 0
        let reach = continuous ? 1.528 : 1.0
        func extent(_ r: CGFloat) -> CGFloat {
            Swift.min(r * reach, Swift.min(rect.width, rect.height) / 2)
        }
        path.move(to: CGPoint(x: r.minX + extent(topLeft), y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - extent(topRight), y: r.minY))
        corner(path, from: CGPoint(x: r.maxX - extent(topRight), y: r.minY), corner: CGPoint(x: r.maxX, y: r.minY),
               to: CGPoint(x: r.maxX, y: r.minY + extent(topRight)), radius: topRight)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - extent(bottomRight)))
        corner(path, from: CGPoint(x: r.maxX, y: r.maxY - extent(bottomRight)), corner: CGPoint(x: r.maxX, y: r.maxY),
               to: CGPoint(x: r.maxX - extent(bottomRight), y: r.maxY), radius: bottomRight)
        path.addLine(to: CGPoint(x: r.minX + extent(bottomLeft), y: r.maxY))
        corner(path, from: CGPoint(x: r.minX + extent(bottomLeft), y: r.maxY), corner: CGPoint(x: r.minX, y: r.maxY),
               to: CGPoint(x: r.minX, y: r.maxY - extent(bottomLeft)), radius: bottomLeft)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + extent(topLeft)))
        corner(path, from: CGPoint(x: r.minX, y: r.minY + extent(topLeft)), corner: CGPoint(x: r.minX, y: r.minY),
               to: CGPoint(x: r.minX + extent(topLeft), y: r.minY), radius: topLeft)
        path.closeSubpath()
    }

    /// One corner from `a` to `b` around `c`: a quarter ellipse (circular)
    /// or a softer curve that starts further out (continuous).
    private func corner(_ path: CGMutablePath, from a: CGPoint, corner c: CGPoint, to b: CGPoint, radius: CGFloat) {
        guard radius > 0 else { return }
        let k: CGFloat = continuous ? 0.64 : 0.5523
        let c1 = CGPoint(x: a.x + (c.x - a.x) * k, y: a.y + (c.y - a.y) * k)
        let c2 = CGPoint(x: b.x + (c.x - b.x) * k, y: b.y + (c.y - b.y) * k)
        path.addCurve(to: b, control1: c1, control2: c2)
    }
}

/// Feeds Core Graphics paths to Cairo.
enum CairoPath {
    static func append(_ path: CGPath, to cr: OpaquePointer) {
        var current = CGPoint.zero
        for segment in path.segments {
            switch segment {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                let cubic = CubicBezier(quadFrom: current, control: c, to: p)
                cairo_curve_to(cr, Double(cubic.p1.x), Double(cubic.p1.y), Double(cubic.p2.x), Double(cubic.p2.y),
                               Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }
}
