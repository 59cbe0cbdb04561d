internal import CCairo
import Foundation

/// A layer tree drawn once into a bitmap for `shouldRasterize` (see
/// `Compositor+Rasterization.swift`): the bitmap, where it lies in the
/// layer's own coordinates, and what the tree looked like when it was
/// drawn.
final class RasterizedLayer {
    /// The bitmap (an ARGB32 Cairo image surface, owned), or nil when the
    /// tree draws nothing.
    let surface: OpaquePointer?
    /// The bitmap's top-left corner in the layer's coordinates.
    let origin: CGPoint
    /// Bitmap pixels per point of the layer (`rasterizationScale`).
    let scale: CGFloat
    /// Each layer of the tree (the root first, depth first, masks after
    /// their layer's sublayers) with the state it was drawn in; the root's
    /// position, transform and opacity are not part of it.
    let signature: [(layer: ObjectIdentifier, state: LayerState)]
    /// The renderer frame it was last drawn in.
    var lastUsed: Int

    /// The bitmap's size in bytes.
    var byteCount: Int {
        surface.map(imageSurfaceByteCount) ?? 0
    }

    init(surface: OpaquePointer?, origin: CGPoint, scale: CGFloat, signature: [(ObjectIdentifier, LayerState)], frame: Int) {
        self.surface = surface
        self.origin = origin
        self.scale = scale
        self.signature = signature.map { (layer: $0.0, state: $0.1) }
        self.lastUsed = frame
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Whether the tree still draws what the bitmap holds: the same layers
    /// in the same order, each drawing the same, at the same scale.
    func matches(_ other: [(ObjectIdentifier, LayerState)], scale: CGFloat) -> Bool {
        guard scale == self.scale, other.count == signature.count else { return false }
        for (kept, now) in zip(signature, other) {
            guard kept.layer == now.0, kept.state.drawsSame(as: now.1) else { return false }
        }
        return true
    }
}
