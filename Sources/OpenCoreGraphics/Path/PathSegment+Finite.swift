import Foundation

extension PathSegment {
    /// Whether every point of the segment is finite.
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
        case .quadCurve(let p, let c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
        case .curve(let p, let c1, let c2):
            p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
        case .closeSubpath: true
        }
    }
}
