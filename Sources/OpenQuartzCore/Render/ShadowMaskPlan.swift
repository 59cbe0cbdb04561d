internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// How the blurred mask of a shape-based shadow is made: what it depends on
/// (``key``) and all that drawing and blurring it takes — values only, so
/// that it can be made on another thread (``ShadowMaskPrefetch``).
struct ShadowMaskPlan: Sendable {
    /// What the mask depends on.
    let key: ShadowMaskKey
    /// User space to mask pixels.
    let maskMatrix: cairo_matrix_t
    /// The mask's size in pixels.
    let width: Int, height: Int
    /// The integer parts (floor) of the shadow matrix's translation.
    let base: (x: Int, y: Int)
    /// Where the mask's top-left pixel goes, relative to ``base``.
    let origin: (x: Int, y: Int)

    /// The plan for the shadow of `shape` placed by `placement`, whose
    /// layer is drawn with the device `matrix`.
    init(shape: CGPath, placement: ShadowPlacement, matrix: cairo_matrix_t) {
        let tx = placement.shadowMatrix.x0, ty = placement.shadowMatrix.y0
        key = ShadowMaskKey(
            shape: shape, sigma: placement.sigma, linear: [matrix.xx, matrix.yx, matrix.xy, matrix.yy],
            subpixel: (Int(((tx - tx.rounded(.down)) * 64).rounded()), Int(((ty - ty.rounded(.down)) * 64).rounded())))
        maskMatrix = placement.maskMatrix
        (width, height) = (placement.width, placement.height)
        base = (Int(tx.rounded(.down)), Int(ty.rounded(.down)))
        origin = (placement.originX - base.x, placement.originY - base.y)
    }

    /// The plan for `layer`'s shadow drawn with the device `matrix` when its
    /// shape is known without drawing (``Compositor/shadowShape(of:state:)``)
    /// and it has a placement; nil otherwise.
    @MainActor
    init?(layer: CALayer, state: LayerState, matrix: cairo_matrix_t) {
        guard let shape = Compositor.shadowShape(of: layer, state: state),
              let placement = ShadowPlacement(state: state, matrix: matrix, userBox: shape.boundingBoxOfPath)
        else { return nil }
        self.init(shape: shape, placement: placement, matrix: matrix)
    }

    /// Draws and blurs the mask: a new A8 image surface, owned by the
    /// caller. The same bytes on any thread.
    func makeMask() -> OpaquePointer {
        Compositor.shapeShadowMask(key.shape, matrix: maskMatrix, width: width, height: height, sigma: key.sigma)
    }
}
