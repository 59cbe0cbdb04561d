import Foundation

/// Turns a path into the outline of its stroke.
///
/// The outline is a union of simple pieces — one quadrilateral per line
/// segment, one piece per join and per cap — each oriented
/// counter-clockwise (positive area in a y-up space), so the non-zero fill
/// of the whole outline is exactly the stroked area. Curves are flattened
/// first. Internal to OpenCoreGraphics; the public entry point is
/// ``CGPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``.
struct PathStroker {
    /// Half the line width.
    var halfWidth: CGFloat
    var lineCap: CGLineCap
    var lineJoin: CGLineJoin
    var miterLimit: CGFloat
    /// Maximum distance between a curve and its flattened polyline.
    var tolerance: CGFloat

    /// The outline of `path`'s stroke, transformed by `transform`.
    func outline(of path: CGPath, transform: CGAffineTransform) -> CGMutablePath {
        let result = CGMutablePath()
        guard halfWidth > 0, halfWidth.isFinite else { return result }
        for subpath in path.flattenedSubpaths(tolerance: tolerance) {
            stroke(subpath, into: result, transform: transform)
        }
        return result
    }

    private func stroke(_ subpath: FlattenedSubpath, into result: CGMutablePath, transform: CGAffineTransform) {
        // Drop repeated points: they have no direction.
        var points: [CGPoint] = []
        for point in subpath.points where points.last.map({ distance($0, point) > 1e-9 }) ?? true {
            points.append(point)
        }
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), let first = points.first else { return }
        let closed = subpath.isClosed
        if closed, points.count > 1, distance(points[points.count - 1], first) <= 1e-9 {
            points.removeLast()
        }
        if points.count == 1 {
            // A zero-length subpath (not a lone move) gets its caps as a dot.
            guard subpath.points.count > 1 || subpath.isClosed else { return }
            dot(at: first, into: result, transform: transform)
            return
        }
        let segmentCount = closed ? points.count : points.count - 1
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % points.count]
            let n = normal(a, b)
            addPolygon([
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ], into: result, transform: transform)
        }
        let joinIndices = closed ? Array(points.indices) : Array(1..<(points.count - 1))
        for index in joinIndices {
            let previous = points[(index + points.count - 1) % points.count]
            let next = points[(index + 1) % points.count]
            join(previous, points[index], next, into: result, transform: transform)
        }
        if !closed {
            cap(at: points[0], awayFrom: points[1], into: result, transform: transform)
            cap(at: points[points.count - 1], awayFrom: points[points.count - 2], into: result, transform: transform)
        }
    }

    /// The stroke of a zero-length subpath: a disc or a square for round and
    /// square caps, nothing for butt caps.
    private func dot(at p: CGPoint, into result: CGMutablePath, transform: CGAffineTransform) {
        switch lineCap {
        case .butt:
            break
        case .round:
            addDisc(at: p, into: result, transform: transform)
        case .square:
            let h = halfWidth
            addPolygon([
                CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h),
            ], into: result, transform: transform)
        }
    }

    private func cap(at end: CGPoint, awayFrom neighbour: CGPoint, into result: CGMutablePath, transform: CGAffineTransform) {
        switch lineCap {
        case .butt:
            break
        case .round:
            addDisc(at: end, into: result, transform: transform)
        case .square:
            let n = normal(neighbour, end)
            let d = CGPoint(x: n.y, y: -n.x) // Outward, length halfWidth.
            addPolygon([
                CGPoint(x: end.x + n.x, y: end.y + n.y),
                CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y),
                CGPoint(x: end.x - n.x, y: end.y - n.y),
            ], into: result, transform: transform)
        }
    }

    private func join(
        _ previous: CGPoint, _ vertex: CGPoint, _ next: CGPoint,
        into result: CGMutablePath, transform: CGAffineTransform
    ) {
        let n0 = normal(previous, vertex), n1 = normal(vertex, next)
        let d0 = CGPoint(x: vertex.x - previous.x, y: vertex.y - previous.y)
        let d1 = CGPoint(x: next.x - vertex.x, y: next.y - vertex.y)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        let lengths = (d0.x * d0.x + d0.y * d0.y).squareRoot() * (d1.x * d1.x + d1.y * d1.y).squareRoot()
        // Straight on: the segment pieces already meet.
        if abs(cross) <= 1e-12 * lengths, dot > 0 { return }
        if lineJoin == .round {
            addDisc(at: vertex, into: result, transform: transform)
            return
        }
        // The outer side of a left turn is the right side.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let a = CGPoint(x: vertex.x + sign * n0.x, y: vertex.y + sign * n0.y)
        let b = CGPoint(x: vertex.x + sign * n1.x, y: vertex.y + sign * n1.y)
        if lineJoin == .miter {
            // Miter length / line width = 1 / sin(θ/2), θ the angle between the segments.
            let cosTurn = Swift.max(-1, Swift.min(1, dot / lengths))
            let sinHalfInterior = ((1 + cosTurn) / 2).squareRoot()
            if sinHalfInterior > 0, 1 / sinHalfInterior <= miterLimit {
                let u0 = CGPoint(x: n0.x / halfWidth, y: n0.y / halfWidth)
                let u1 = CGPoint(x: n1.x / halfWidth, y: n1.y / halfWidth)
                let scale = sign * halfWidth / (1 + u0.x * u1.x + u0.y * u1.y)
                let tip = CGPoint(x: vertex.x + (u0.x + u1.x) * scale, y: vertex.y + (u0.y + u1.y) * scale)
                addPolygon([vertex, a, tip, b], into: result, transform: transform)
                return
            }
        }
        addPolygon([vertex, a, b], into: result, transform: transform)
    }

    /// The left normal of a→b, of length `halfWidth`.
    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return .zero }
        return CGPoint(x: -dy / length * halfWidth, y: dx / length * halfWidth)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Appends a closed polygon turned counter-clockwise; degenerate ones are skipped.
    private func addPolygon(_ polygon: [CGPoint], into result: CGMutablePath, transform: CGAffineTransform) {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        result.move(to: ordered[0], transform: transform)
        for point in ordered.dropFirst() { result.addLine(to: point, transform: transform) }
        result.closeSubpath()
    }

    /// Appends a full disc of radius `halfWidth` (counter-clockwise curves).
    private func addDisc(at center: CGPoint, into result: CGMutablePath, transform: CGAffineTransform) {
        result.addEllipse(
            in: CGRect(x: center.x - halfWidth, y: center.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth),
            transform: transform)
    }
}
