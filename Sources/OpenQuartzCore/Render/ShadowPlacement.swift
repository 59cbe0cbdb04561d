internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// Where a layer's blurred shadow goes on the device: the matrix its shape
/// is drawn with (the layer's, moved by `shadowOffset`), the blur in device
/// pixels and the pixel rectangle of its mask — the shape's box padded by
/// the blur's reach and two pixels.
struct ShadowPlacement {
    /// The layer's device matrix translated by `shadowOffset`.
    let shadowMatrix: cairo_matrix_t
    /// The blur's standard deviation in device pixels (`shadowRadius`
    /// scaled by the matrix; 0 for a radius that is negative or not finite).
    let sigma: Double
    /// The mask's top-left device pixel and size.
    let originX: Int, originY: Int, width: Int, height: Int

    /// The placement of the shadow of what lies in `userBox` (the layer's
    /// coordinates) for `state` drawn with the device `matrix`; nil when
    /// the box is empty or not finite, or the mask would be empty or larger
    /// than 2²⁴ pixels.
    init?(state: LayerState, matrix: cairo_matrix_t, userBox: CGRect) {
        var shadowMatrix = matrix
        let offset = state.shadowOffset
        cairo_matrix_translate(&shadowMatrix, Double(offset.width), Double(offset.height))
        let sigma = Self.sigma(of: state, scale: matrix.lengthScale)
        guard !userBox.isNull, userBox.width.isFinite, userBox.height.isFinite else { return nil }
        let padding = Double(AlphaBlur.padding(forSigma: sigma) + 2)
        let device = Homography(cairo: shadowMatrix).apply(userBox)
        let originX = Int((Double(device.minX) - padding).rounded(.down))
        let originY = Int((Double(device.minY) - padding).rounded(.down))
        let width = Int((Double(device.maxX) + padding).rounded(.up)) - originX
        let height = Int((Double(device.maxY) + padding).rounded(.up)) - originY
        guard width > 0, height > 0, width * height <= 1 << 24 else { return nil }
        (self.shadowMatrix, self.sigma) = (shadowMatrix, sigma)
        (self.originX, self.originY, self.width, self.height) = (originX, originY, width, height)
    }

    /// The blur's standard deviation in device pixels for `state` drawn at
    /// `scale` (lengths in device pixels per unit): `shadowRadius` scaled,
    /// 0 for a radius that is negative or not finite.
    static func sigma(of state: LayerState, scale: Double) -> Double {
        Double(state.shadowRadius.isFinite ? Swift.max(state.shadowRadius, 0) : 0) * scale
    }

    /// The shadow matrix moved so that the mask's top-left pixel is at 0, 0:
    /// user space to mask pixels.
    var maskMatrix: cairo_matrix_t {
        var local = shadowMatrix
        local.x0 -= Double(originX)
        local.y0 -= Double(originY)
        return local
    }
}
