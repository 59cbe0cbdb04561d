internal import CCairo
import Foundation

/// Everything the antialiased coverage of a layer's outline or border ring
/// depends on: the shape, the device transform's linear part and the
/// fractional part of its translation, and Cairo's rasterisation settings.
///
/// Two fills with equal keys cover the same pixels by the same amounts,
/// shifted by a whole number of pixels, so one ``CoverageMask`` serves both.
struct CoverageMaskKey: Hashable {
    /// The border width for a border ring (filled even-odd), or nil for
    /// the outline itself (filled non-zero).
    let borderWidth: Double?
    /// The shape's rectangle, in the layer's coordinates.
    let x: Double, y: Double, width: Double, height: Double
    /// The shape's corner radius (already limited to half the shorter side).
    let radius: Double
    /// The rounded corners (``CACornerMask``'s bits).
    let corners: UInt
    /// Whether the corners are continuous curves.
    let continuous: Bool
    /// The linear part of the user-to-device matrix.
    let xx: Double, yx: Double, xy: Double, yy: Double
    /// The translation less its integer part (floor), in 0..<1.
    let fractionX: Double, fractionY: Double
    /// Cairo's flattening tolerance, in device pixels.
    let tolerance: Double
    /// Cairo's antialiasing mode (`cairo_antialias_t`'s raw value).
    let antialias: UInt32

    /// The key of `shape` (its ring of `borderWidth` when given) drawn
    /// under `matrix` with `tolerance` and `antialias`, or nil when a value
    /// is not finite.
    init?(shape: LayerShape, borderWidth: CGFloat?, matrix: cairo_matrix_t, tolerance: Double, antialias: cairo_antialias_t) {
        guard shape.rect.minX.isFinite, shape.rect.minY.isFinite, shape.rect.width.isFinite, shape.rect.height.isFinite,
              shape.radius.isFinite, (borderWidth ?? 0).isFinite,
              matrix.xx.isFinite, matrix.yx.isFinite, matrix.xy.isFinite, matrix.yy.isFinite,
              abs(matrix.x0) < 1e9, abs(matrix.y0) < 1e9
        else { return nil }
        self.borderWidth = borderWidth.map(Double.init)
        x = Double(shape.rect.minX)
        y = Double(shape.rect.minY)
        width = Double(shape.rect.width)
        height = Double(shape.rect.height)
        radius = Double(shape.radius)
        corners = shape.corners.rawValue
        continuous = shape.continuous
        xx = matrix.xx
        yx = matrix.yx
        xy = matrix.xy
        yy = matrix.yy
        fractionX = matrix.x0 - matrix.x0.rounded(.down)
        fractionY = matrix.y0 - matrix.y0.rounded(.down)
        self.tolerance = tolerance
        self.antialias = antialias.rawValue
    }
}
