import Foundation

extension CGPath {
    /// Returns whether the path is exactly one axis-aligned rectangle, and
    /// writes that rectangle to `rect` when it is.
    ///
    /// Recognised shapes: a move followed by three or four lines that turn at
    /// right angles along the axes, optionally ending back at the start and
    /// optionally closed — the shape `addRect(_:)` and `CGPath(rect:transform:)`
    /// make, in either direction and from any corner. The rectangle written
    /// is standardized (non-negative size). Degenerate rectangles (zero width
    /// or height) count, as in Core Graphics; paths with curves never do.
    ///
    /// - Parameter rect: Where to write the rectangle, or `nil`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var elements = storage[...]
        guard case .move(let start)? = elements.first else { return false }
        elements = elements.dropFirst()
        if elements.last == .closeSubpath { elements = elements.dropLast() }
        var corners = [start]
        for element in elements {
            guard case .line(let p) = element else { return false }
            corners.append(p)
        }
        // A fifth point must return to the start.
        if corners.count == 5 {
            guard corners[4] == start else { return false }
            corners.removeLast()
        }
        guard corners.count == 4 else { return false }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        // Edges alternate horizontal / vertical, starting either way.
        func isHorizontal(_ a: CGPoint, _ b: CGPoint) -> Bool { a.y == b.y }
        func isVertical(_ a: CGPoint, _ b: CGPoint) -> Bool { a.x == b.x }
        let edges = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        let horizontalFirst = edges.enumerated().allSatisfy { index, edge in
            index % 2 == 0 ? isHorizontal(edge.0, edge.1) : isVertical(edge.0, edge.1)
        }
        let verticalFirst = edges.enumerated().allSatisfy { index, edge in
            index % 2 == 0 ? isVertical(edge.0, edge.1) : isHorizontal(edge.0, edge.1)
        }
        guard horizontalFirst || verticalFirst else { return false }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        rect?.pointee = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return true
    }
}
