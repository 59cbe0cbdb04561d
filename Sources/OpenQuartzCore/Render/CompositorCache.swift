import Foundation

/// What a ``CARenderer`` keeps from one frame to the next to draw the next
/// one faster: the coverage masks of layer outlines and border rings (see
/// ``CoverageMask``), shared by every layer with the same shape and
/// sub-pixel placement.
///
/// A shape gets a mask the second time it is filled (in the same frame or
/// one of the next two), so shapes that change every frame — a layer
/// animating its size, say — are filled directly and cost nothing here.
/// Masks unused for ``retainedFrames`` frames are dropped, and the cache
/// stops adding masks once it holds ``maxBytes``.
@MainActor
final class CompositorCache {
    /// The largest mask made, in pixels (a phone-wide card about 470 pixels
    /// tall): bigger shapes are filled by Cairo, whose cost for them is
    /// mostly writing pixels, which the mask saves nothing of.
    static let maxMaskPixels = 1 << 19
    /// The most bytes the masks may hold together.
    static let maxBytes = 16 << 20
    /// How many frames a mask (or a shape seen once) is kept unused.
    static let retainedFrames = 2

    /// The masks made, by shape.
    private var masks: [CoverageMaskKey: CoverageMask] = [:]
    /// Shapes filled once without a mask, with the frame they were seen in.
    private var seen: [CoverageMaskKey: Int] = [:]
    /// The bytes the masks hold together.
    private var bytes = 0
    /// The current frame's number.
    private(set) var frame = 0

    /// Blurred shadow masks shared between layers.
    let shadows = SharedShadowMasks()
    /// The bitmaps of rasterized layers (`shouldRasterize`).
    let rasters = RasterCache()
    /// Pixel work done on another core during the frame.
    let workAhead = WorkAhead()

    /// Drops every mask and sighting.
    func removeAll() {
        masks = [:]
        seen = [:]
        bytes = 0
        shadows.removeAll()
        rasters.removeAll()
    }

    /// Starts a frame: drops masks and sightings older than
    /// ``retainedFrames``.
    func startFrame() {
        frame += 1
        let oldest = frame - Self.retainedFrames
        if masks.values.contains(where: { $0.lastUsed < oldest }) {
            masks = masks.filter { $0.value.lastUsed >= oldest }
            bytes = masks.values.reduce(0) { $0 + $1.byteCount }
        }
        if seen.values.contains(where: { $0 < oldest }) {
            seen = seen.filter { $0.value >= oldest }
        }
        shadows.drop(usedBefore: oldest)
        rasters.startFrame(frame)
    }

    /// The mask for `key`, if one has been made; marks it used this frame.
    func mask(for key: CoverageMaskKey) -> CoverageMask? {
        guard let mask = masks[key] else { return nil }
        mask.lastUsed = frame
        return mask
    }

    /// The mask for `key`, if one has been made, without marking it used.
    func mask(peekingAt key: CoverageMaskKey) -> CoverageMask? { masks[key] }

    /// How many bytes more the masks may hold.
    var maskBytesLeft: Int { Swift.max(0, Self.maxBytes - bytes) }

    /// Whether a mask for `key` (which has none) should be made now: true
    /// the second time a key is asked about, while the cache has room;
    /// false the first time, which is remembered.
    func wantsMask(for key: CoverageMaskKey) -> Bool {
        guard seen.removeValue(forKey: key) != nil else {
            seen[key] = frame
            return false
        }
        return bytes < Self.maxBytes
    }

    /// Keeps `mask` for `key`.
    func insert(_ mask: CoverageMask, for key: CoverageMaskKey) {
        masks[key] = mask
        bytes += mask.byteCount
    }
}
