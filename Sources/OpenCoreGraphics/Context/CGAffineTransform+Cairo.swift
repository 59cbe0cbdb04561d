internal import CCairo
import Foundation

extension CGAffineTransform {
    /// The same matrix as Cairo's `cairo_matrix_t`.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }

    /// Whether Cairo accepts the matrix: finite entries and an invertible
    /// linear part (Cairo puts a context into a permanent error state otherwise).
    var isCairoSafe: Bool {
        let determinant = a * d - b * c
        return [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && determinant != 0 && determinant.isFinite
            && abs(determinant) > 1e-12
    }
}
