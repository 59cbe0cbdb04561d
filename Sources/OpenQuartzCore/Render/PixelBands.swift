import Dispatch
import Foundation

/// Pixel work on a large rectangle split into horizontal bands that run on
/// the machine's cores at once — as a compositor's raster threads do — and
/// on the calling thread alone when the rectangle is small or there is one
/// core.
///
/// The bands are disjoint and the work on each must touch only its band's
/// pixels (and read what no band writes), so the result is the same bytes
/// whatever the number of bands. `run` returns when every band is done.
enum PixelBands {
    /// How many bands a rectangle is split into at most: the usable
    /// processors, 1 to 8.
    static let processors = Swift.min(8, Processors.usable)
    /// Fewer pixels than this per band are not worth another thread.
    static let minimumPixelsPerBand = 1 << 17

    /// Calls `work` with bands of `rect` (all of it, when small), on
    /// several threads at once. `work` runs on no actor.
    static func run(_ rect: PixelRect, work: @Sendable (PixelRect) -> Void) {
        let count = Swift.min(processors, rect.area / minimumPixelsPerBand)
        guard count > 1 else {
            work(rect)
            return
        }
        DispatchQueue.concurrentPerform(iterations: count) { @Sendable index in
            work(band(index, of: rect, count: count))
        }
    }

    /// Band `index` of `count` of `rect`: whole rows, the bands in order
    /// from the top, disjoint, together `rect`, their heights differing by
    /// at most one row (empty when there are fewer rows than bands).
    static func band(_ index: Int, of rect: PixelRect, count: Int) -> PixelRect {
        let height = rect.maxY - rect.minY
        return PixelRect(
            minX: rect.minX, minY: rect.minY + height * index / count, maxX: rect.maxX,
            maxY: rect.minY + height * (index + 1) / count)
    }
}
