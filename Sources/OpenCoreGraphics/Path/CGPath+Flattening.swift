import Foundation

/// One subpath of a path reduced to straight lines.
///
/// Internal to OpenCoreGraphics: hit testing and stroking walk polylines.
struct FlattenedSubpath: Equatable {
    /// The vertices in order; the first is the subpath's start.
    var points: [CGPoint]
    /// Whether the subpath ended with `closeSubpath`.
    var isClosed: Bool
}

extension CGPath {
    /// The path's subpaths with every curve replaced by line segments that
    /// stay within `tolerance` of it.
    ///
    /// A subpath that starts without a move (impossible through the public
    /// API) starts at the origin. A lone move gives a one-point subpath.
    func flattenedSubpaths(tolerance: CGFloat = 0.1) -> [FlattenedSubpath] {
        var result: [FlattenedSubpath] = []
        var current: FlattenedSubpath?
        var last = CGPoint.zero
        func finish() {
            if let subpath = current { result.append(subpath) }
            current = nil
        }
        for segment in storage {
            switch segment {
            case .move(let p):
                finish()
                current = FlattenedSubpath(points: [p], isClosed: false)
                last = p
            case .line(let p):
                if current == nil { current = FlattenedSubpath(points: [last], isClosed: false) }
                current!.points.append(p)
                last = p
            case .quadCurve(let p, let c):
                if current == nil { current = FlattenedSubpath(points: [last], isClosed: false) }
                current!.points += CubicBezier(quadFrom: last, control: c, to: p).flattened(tolerance: tolerance)
                last = p
            case .curve(let p, let c1, let c2):
                if current == nil { current = FlattenedSubpath(points: [last], isClosed: false) }
                current!.points += CubicBezier(last, c1, c2, p).flattened(tolerance: tolerance)
                last = p
            case .closeSubpath:
                if var subpath = current {
                    subpath.isClosed = true
                    result.append(subpath)
                    // Drawing after a close continues from the subpath's start.
                    last = subpath.points[0]
                    current = nil
                }
            }
        }
        finish()
        return result
    }
}
