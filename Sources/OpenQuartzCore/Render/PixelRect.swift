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
