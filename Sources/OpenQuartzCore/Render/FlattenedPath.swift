internal import CCairo
import Foundation

/// A Cairo path flattened to straight lines (at the context's tolerance,
/// a tenth of a device pixel by default), measured, for stroking a part of
/// it by length — what a shape layer's `strokeStart` and `strokeEnd` cut.
struct FlattenedPath {
    /// A run of connected points; a closed one returns to its first point.
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool
    }

    private(set) var subpaths: [Subpath] = []
    /// The length of every segment, closing segments included.
    private(set) var length: Double = 0

    /// The current path of `cr`, flattened (the path itself is kept).
    init(_ cr: OpaquePointer) {
        guard let path = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return }
        var index = 0
        var current: Subpath?
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            let point = { CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if let current { subpaths.append(current) }
                current = Subpath(points: [point()], isClosed: false)
            case CAIRO_PATH_LINE_TO:
                if current == nil { current = Subpath(points: [], isClosed: false) }
                current?.points.append(point())
            case CAIRO_PATH_CLOSE_PATH:
                if var closed = current {
                    closed.isClosed = true
                    subpaths.append(closed)
                    // Cairo follows a close with a move to the start point.
                    current = nil
                }
            default:
                break
            }
            index += Int(header.length)
        }
        if let current { subpaths.append(current) }
        length = subpaths.reduce(0) { $0 + Self.length(of: $1) }
    }

    /// Appends to `cr` the part of the path between `start` and `end`
    /// (fractions of its whole length, `start < end`); a closed subpath
    /// that lies wholly inside stays closed, so its joins are kept.
    func appendTrimmed(from start: Double, to end: Double, to cr: OpaquePointer) {
        guard length > 0 else { return }
        let from = start * length, to = end * length
        var travelled = 0.0
        for subpath in subpaths {
            let subLength = Self.length(of: subpath)
            defer { travelled += subLength }
            guard travelled + subLength > from, travelled < to else { continue }
            if subpath.isClosed, travelled >= from, travelled + subLength <= to {
                append(subpath.points, closing: true, to: cr)
                continue
            }
            var points = subpath.points
            if subpath.isClosed, let first = points.first { points.append(first) }
            var kept: [CGPoint] = []
            var position = travelled
            for (a, b) in zip(points, points.dropFirst()) {
                let segment = Double(hypot(b.x - a.x, b.y - a.y))
                let lower = Swift.max(from, position), upper = Swift.min(to, position + segment)
                if upper >= lower, segment > 0 || kept.isEmpty {
                    let t0 = segment > 0 ? (lower - position) / segment : 0
                    let t1 = segment > 0 ? (upper - position) / segment : 0
                    if kept.isEmpty { kept.append(Self.point(a, b, t0)) }
                    kept.append(Self.point(a, b, t1))
                }
                position += segment
                if position >= to { break }
            }
            append(kept, closing: false, to: cr)
        }
    }

    private func append(_ points: [CGPoint], closing: Bool, to cr: OpaquePointer) {
        guard let first = points.first else { return }
        cairo_move_to(cr, Double(first.x), Double(first.y))
        for point in points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
        if closing { cairo_close_path(cr) }
    }

    private static func point(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
    }

    private static func length(of subpath: Subpath) -> Double {
        var points = subpath.points
        if subpath.isClosed, let first = points.first { points.append(first) }
        return zip(points, points.dropFirst()).reduce(0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
    }
}
