internal import CCairo
import Foundation

/// Blurred shadow masks shared by layers whose shadows have the same
/// shape, blur, linear transform and place within a pixel (Skia's blur
/// mask cache): the first such layer's blur serves the others — the cards
/// of a list, a cell scrolling into view with the shadow its neighbours
/// have. A mask is the same bitmap whichever layer blurs it, so sharing
/// changes no pixel.
///
/// Owned by a ``CompositorCache`` (one per renderer): a mask is kept while
/// it was used in the last ``CompositorCache/retainedFrames`` frames, at
/// most ``maxBytes`` together. Each holder of a surface (this cache, each
/// layer's ``ShadowMaskCache``) holds its own reference.
final class SharedShadowMasks {
    /// The most bytes the shared masks hold together.
    static let maxBytes = 16 << 20

    private final class Entry {
        let surface: OpaquePointer
        /// Where the mask's top-left pixel goes, relative to the integer
        /// part of the device translation.
        let origin: (x: Int, y: Int)
        let byteCount: Int
        var lastUsed: Int

        init(surface: OpaquePointer, origin: (x: Int, y: Int), frame: Int) {
            self.surface = cairo_surface_reference(surface)
            self.origin = origin
            byteCount = imageSurfaceByteCount(surface)
            lastUsed = frame
        }

        deinit { cairo_surface_destroy(surface) }
    }

    private var entries: [ShadowMaskKey: Entry] = [:]
    private var bytes = 0

    /// The number of masks kept (for tests).
    var count: Int { entries.count }

    /// The mask kept for `key`, referenced for the caller (who destroys
    /// the reference), and its origin; marks it used in `frame`.
    func mask(for key: ShadowMaskKey, frame: Int) -> (surface: OpaquePointer, origin: (x: Int, y: Int))? {
        guard let entry = entries[key] else { return nil }
        entry.lastUsed = frame
        return (cairo_surface_reference(entry.surface), entry.origin)
    }

    /// Whether a mask is kept for `key` (without marking it used).
    func holds(_ key: ShadowMaskKey) -> Bool { entries[key] != nil }

    /// Keeps `surface` (referenced here) as the mask for `key`, unless it
    /// would not fit.
    func keep(_ surface: OpaquePointer, origin: (x: Int, y: Int), for key: ShadowMaskKey, frame: Int) {
        let entry = Entry(surface: surface, origin: origin, frame: frame)
        guard entries[key] == nil, bytes + entry.byteCount <= Self.maxBytes else { return }
        entries[key] = entry
        bytes += entry.byteCount
    }

    /// Drops the masks last used before `frame`.
    func drop(usedBefore frame: Int) {
        guard entries.values.contains(where: { $0.lastUsed < frame }) else { return }
        entries = entries.filter { $0.value.lastUsed >= frame }
        bytes = entries.values.reduce(0) { $0 + $1.byteCount }
    }

    /// Drops every mask.
    func removeAll() {
        entries = [:]
        bytes = 0
    }
}
