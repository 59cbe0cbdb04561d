import Foundation

/// The bitmaps of rasterized layers (`shouldRasterize`) a renderer keeps,
/// by layer: one per layer, replaced when its tree draws differently,
/// dropped when the layer is gone or was not drawn for
/// ``retainedFrames`` frames, and the least recently used dropped first
/// once they hold more than ``maxBytes`` together.
///
/// Owned by a ``CompositorCache`` (one per renderer).
final class RasterCache {
    /// How many frames a bitmap is kept while its layer is not drawn.
    static let retainedFrames = 120
    /// The most bytes the bitmaps hold together.
    static let maxBytes = 64 << 20

    private var entries: [ObjectIdentifier: (layer: Weak, raster: RasterizedLayer)] = [:]
    /// The current frame (the owning cache's).
    private(set) var frame = 0
    /// How many bitmaps were made (rasterizations, for tests).
    private(set) var rasterizations = 0

    /// A weak reference to a layer (a bitmap goes with its layer).
    struct Weak {
        weak var layer: CALayer?
    }

    /// How many bitmaps are kept.
    var count: Int { entries.count }
    /// The bytes the bitmaps hold together.
    var byteCount: Int { entries.values.reduce(0) { $0 + $1.raster.byteCount } }

    /// The bitmap kept for `layer`, if any.
    func raster(for layer: CALayer) -> RasterizedLayer? {
        guard let entry = entries[ObjectIdentifier(layer)], entry.layer.layer === layer else { return nil }
        return entry.raster
    }

    /// Keeps `raster` as `layer`'s bitmap (replacing the one before).
    func keep(_ raster: RasterizedLayer, for layer: CALayer) {
        rasterizations += 1
        entries[ObjectIdentifier(layer)] = (Weak(layer: layer), raster)
        var total = byteCount
        while total > Self.maxBytes, let oldest = entries.min(by: { $0.value.raster.lastUsed < $1.value.raster.lastUsed }),
            oldest.value.raster !== raster
        {
            total -= oldest.value.raster.byteCount
            entries[oldest.key] = nil
        }
    }

    /// Marks `raster` drawn in this frame.
    func markUsed(_ raster: RasterizedLayer) {
        raster.lastUsed = frame
    }

    /// Starts frame `frame`: drops the bitmaps of layers gone or not drawn
    /// for ``retainedFrames`` frames.
    func startFrame(_ frame: Int) {
        self.frame = frame
        let oldest = frame - Self.retainedFrames
        if entries.values.contains(where: { $0.layer.layer == nil || $0.raster.lastUsed < oldest }) {
            entries = entries.filter { $0.value.layer.layer != nil && $0.value.raster.lastUsed >= oldest }
        }
    }

    /// Drops every bitmap.
    func removeAll() {
        entries = [:]
    }
}
