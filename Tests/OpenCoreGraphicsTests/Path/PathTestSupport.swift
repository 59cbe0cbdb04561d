import Foundation
import OpenCoreGraphics

/// Whether two points are within `tolerance` of each other.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles are within `tolerance` of each other.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

extension PathSegment {
    /// A short name for the element kind.
    var kind: String {
        switch self {
        case .move: "move"
        case .line: "line"
        case .quadCurve: "quad"
        case .curve: "curve"
        case .closeSubpath: "close"
        }
    }
}

extension CGPath {
    /// The element kinds in order.
    var kinds: [String] { segments.map(\.kind) }
}
