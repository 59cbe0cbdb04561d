import Foundation

/// The damage one walk of ``FrameDamage`` finds, each rectangle with the
/// place in the drawing order of the layer it came from, and the pixels
/// opaque layers cover the same way in both frames: damage that such a
/// cover hides in both frames is no damage.
///
/// A pixel's colour depends only on the topmost layer painting it with
/// an opaque colour at full coverage and what is drawn over that layer.
/// When one layer paints a pixel with the same opaque colour in the last
/// frame and this one (a *stable cover*: a sheet of one colour moved
/// partway over its old place, a card that did not move), a change of a
/// layer drawn beneath it in both frames cannot show there; only what is
/// drawn above it can change the pixel, and that damages it by itself.
/// So each damaged rectangle loses the stable covers of the layers drawn
/// after (or as) its own in both frames — the order of the last frame
/// counts too: a layer moved from above a cover to beneath it did show on
/// its pixels before.
struct OrderedDamage {
    /// One damaged rectangle and where its layer was drawn: `order` in
    /// this frame (`Int.max`: not known, nothing hides it) and `oldOrder`
    /// in the last (`Int.min`: not drawn then).
    struct Entry {
        var pixels: PixelRect
        var order: Int
        var oldOrder: Int
    }

    /// The pixels one layer covers opaquely in both frames, and where it
    /// was drawn in each.
    struct Cover {
        var pixels: [PixelRect]
        var order: Int
        var oldOrder: Int
    }

    private(set) var entries: [Entry] = []
    private(set) var covers: [Cover] = []

    /// Forgets everything (a new walk).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        covers.removeAll(keepingCapacity: true)
    }

    /// Adds damage a layer drawn at `order` (this frame) and `oldOrder`
    /// (the last) causes; empty rectangles are left out.
    mutating func add(_ pixels: PixelRect, order: Int = .max, oldOrder: Int = .max) {
        if !pixels.isEmpty { entries.append(Entry(pixels: pixels, order: order, oldOrder: oldOrder)) }
    }

    /// Adds the stable cover of a layer drawn at `order` and `oldOrder`.
    mutating func addCover(_ pixels: [PixelRect], order: Int, oldOrder: Int) {
        if !pixels.isEmpty { covers.append(Cover(pixels: pixels, order: order, oldOrder: oldOrder)) }
    }

    /// Every damaged rectangle, covers not taken into account.
    var allPixels: [PixelRect] { entries.map(\.pixels) }

    /// The damaged pixels no stable cover hides: each rectangle less the
    /// covers of the layers drawn after or as its own in both frames; nil
    /// once that takes more than `limit` rectangles (cutting damage into
    /// many pieces costs more than it saves).
    func visiblePixels(limit: Int) -> [PixelRect]? {
        guard !covers.isEmpty else { return allPixels }
        var result: [PixelRect] = []
        result.reserveCapacity(entries.count)
        var holes: [PixelRect] = []
        for entry in entries {
            holes.removeAll(keepingCapacity: true)
            for cover in covers where cover.order >= entry.order && cover.oldOrder >= entry.oldOrder {
                for piece in cover.pixels where piece.intersection(entry.pixels).area > 0 { holes.append(piece) }
            }
            if holes.isEmpty {
                result.append(entry.pixels)
            } else {
                result += entry.pixels.subtracting(holes)
            }
            if result.count > limit { return nil }
        }
        return result
    }

    /// The pixels inside both `old` and `new` (each disjoint or not).
    static func common(_ old: [PixelRect], _ new: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for a in old {
            for b in new {
                let both = a.intersection(b)
                if !both.isEmpty { result.append(both) }
            }
        }
        return result
    }
}
