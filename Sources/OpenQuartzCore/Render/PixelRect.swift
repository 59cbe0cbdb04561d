internal import CCairo
import Foundation

/// A rectangle of whole device pixels (half-open: `minX..<maxX`,
/// `minY..<maxY`), in the device space of the surface a pass draws into.
///
/// The compositor tracks the clip as one of these while every clip it has
/// set is an axis-aligned rectangle on pixel boundaries: drawing that is
/// known to lie inside it is unaffected by the clip, which the cached
/// shape masks (see ``CoverageMask``) rely on.
struct PixelRect: Equatable {
    /// The first column inside.
    var minX: Int
    /// The first row inside.
    var minY: Int
    /// One past the last column inside.
    var maxX: Int
    /// One past the last row inside.
    var maxY: Int

    /// The pixels inside both.
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                  maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// The pixels inside and outside every one of `holes`, as disjoint
    /// rectangles (none when nothing is left).
    func subtracting(_ holes: [PixelRect]) -> [PixelRect] {
        var pieces: [PixelRect] = isEmpty ? [] : [self]
        var next: [PixelRect] = []
        for hole in holes where !pieces.isEmpty {
            next.removeAll(keepingCapacity: true)
            for piece in pieces {
                piece.append(piece.subtractingPieces(hole), to: &next)
            }
            swap(&pieces, &next)
        }
        return pieces
    }

    /// The pixels inside and outside `hole`: up to four disjoint rectangles
    /// (the rows above and below it, the columns beside it in between), or
    /// nil when `hole` misses this rectangle.
    private func subtractingPieces(_ hole: PixelRect) -> (PixelRect?, PixelRect?, PixelRect?, PixelRect?)? {
        let cut = intersection(hole)
        guard !cut.isEmpty else { return nil }
        return (minY < cut.minY ? PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: cut.minY) : nil,
                cut.maxY < maxY ? PixelRect(minX: minX, minY: cut.maxY, maxX: maxX, maxY: maxY) : nil,
                minX < cut.minX ? PixelRect(minX: minX, minY: cut.minY, maxX: cut.minX, maxY: cut.maxY) : nil,
                cut.maxX < maxX ? PixelRect(minX: cut.maxX, minY: cut.minY, maxX: maxX, maxY: cut.maxY) : nil)
    }

    /// Appends the pieces left of this rectangle (itself when the hole
    /// missed it) to `pieces`.
    private func append(_ left: (PixelRect?, PixelRect?, PixelRect?, PixelRect?)?, to pieces: inout [PixelRect]) {
        guard let left else {
            pieces.append(self)
            return
        }
        if let piece = left.0 { pieces.append(piece) }
        if let piece = left.1 { pieces.append(piece) }
        if let piece = left.2 { pieces.append(piece) }
        if let piece = left.3 { pieces.append(piece) }
    }

    /// The whole pixels inside `rect` under the axis-aligned affine
    /// `matrix` (its mapped edges rounded inwards), or nil when the matrix
    /// is not axis-aligned or no whole pixel is inside.
    ///
    /// An edge within a millionth of a pixel boundary counts as on it: the
    /// compositor reaches the same edge through another product of the
    /// same transforms, which may differ in the last bits, and Cairo rounds
    /// both to the same 1/256 of a pixel — so the pixels found are fully
    /// covered whichever way the edge was computed.
    init?(inside rect: CGRect, under matrix: cairo_matrix_t) {
        guard matrix.xy == 0, matrix.yx == 0 else { return nil }
        func snapped(_ value: Double) -> Double {
            let nearest = value.rounded()
            return abs(value - nearest) < 1e-6 ? nearest : value
        }
        let x0 = snapped(Double(rect.minX) * matrix.xx + matrix.x0), x1 = snapped(Double(rect.maxX) * matrix.xx + matrix.x0)
        let y0 = snapped(Double(rect.minY) * matrix.yy + matrix.y0), y1 = snapped(Double(rect.maxY) * matrix.yy + matrix.y0)
        let left = Swift.min(x0, x1).rounded(.up), right = Swift.max(x0, x1).rounded(.down)
        let top = Swift.min(y0, y1).rounded(.up), bottom = Swift.max(y0, y1).rounded(.down)
        guard left < right, top < bottom, abs(left) < 1e9, abs(right) < 1e9, abs(top) < 1e9, abs(bottom) < 1e9
        else { return nil }
        self.init(minX: Int(left), minY: Int(top), maxX: Int(right), maxY: Int(bottom))
    }

    /// Whether every pixel of `other` is inside.
    func contains(_ other: PixelRect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The device pixels of `rect` under the axis-aligned affine `matrix`
    /// (no rotation or shear), or nil when the matrix is not axis-aligned
    /// or a mapped edge does not fall exactly on a pixel boundary.
    init?(exactly rect: CGRect, under matrix: cairo_matrix_t) {
        guard matrix.xy == 0, matrix.yx == 0 else { return nil }
        let x0 = Double(rect.minX) * matrix.xx + matrix.x0, x1 = Double(rect.maxX) * matrix.xx + matrix.x0
        let y0 = Double(rect.minY) * matrix.yy + matrix.y0, y1 = Double(rect.maxY) * matrix.yy + matrix.y0
        let xs = (Swift.min(x0, x1), Swift.max(x0, x1)), ys = (Swift.min(y0, y1), Swift.max(y0, y1))
        guard xs.0.rounded() == xs.0, xs.1.rounded() == xs.1, ys.0.rounded() == ys.0, ys.1.rounded() == ys.1,
              abs(xs.0) < 1e9, abs(xs.1) < 1e9, abs(ys.0) < 1e9, abs(ys.1) < 1e9
        else { return nil }
        self.init(minX: Int(xs.0), minY: Int(ys.0), maxX: Int(xs.1), maxY: Int(ys.1))
    }

    /// Creates a rectangle from its edges.
    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}
