internal import CCairo
import Foundation

/// The antialiased coverage of one layer outline or border ring, rendered
/// once by Cairo and composited again on later frames without rasterising
/// the path (the costly part of filling a small rounded shape).
///
/// Compositing from the mask gives the same pixels as filling the path:
/// the coverage is Cairo's own (the same path, transform, tolerance and
/// antialiasing, shifted by whole pixels), an opaque colour is blended with
/// the arithmetic of Cairo's opaque-fill spans (``fillOpaque(pixel:into:)``)
/// and a translucent one goes through `cairo_mask_surface`, which is what
/// Cairo's fill does with the coverage for such colours.
final class CoverageMask {
    /// The coverage as an A8 image surface, owned (destroyed with the mask).
    let surface: OpaquePointer
    /// Where the mask's top-left pixel goes, relative to the integer parts
    /// (floor) of the device translation.
    let offsetX: Int, offsetY: Int
    /// The mask's size in pixels.
    let width: Int, height: Int
    /// The nonzero coverage, run by run, top row first.
    let runs: [CoverageRun]
    /// The frame in which the mask was last composited (see
    /// ``CompositorCache``).
    var lastUsed: Int

    /// Renders the coverage of `shape` (its ring of `borderWidth` when
    /// given) as Cairo fills it under `matrix` with `tolerance` and
    /// `antialias`; nil when the shape covers no whole pixel area or is
    /// larger than `maxPixels`.
    init?(shape: LayerShape, borderWidth: CGFloat?, matrix: cairo_matrix_t, tolerance: Double,
          antialias: cairo_antialias_t, maxPixels: Int, frame: Int) {
        var fractional = matrix
        fractional.x0 -= matrix.x0.rounded(.down)
        fractional.y0 -= matrix.y0.rounded(.down)
        guard let box = CoverageMask.deviceBox(of: shape.rect, under: fractional),
              box.width * box.height <= maxPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))
        else { return nil }
        let mcr = cairo_create(surface)!
        var local = fractional
        local.x0 -= Double(box.minX)
        local.y0 -= Double(box.minY)
        cairo_set_matrix(mcr, &local)
        cairo_set_tolerance(mcr, tolerance)
        cairo_set_antialias(mcr, antialias)
        if let borderWidth {
            shape.addBorder(to: mcr, width: borderWidth)
            cairo_set_fill_rule(mcr, CAIRO_FILL_RULE_EVEN_ODD)
        } else {
            shape.addOutline(to: mcr)
        }
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        self.surface = surface
        offsetX = box.minX
        offsetY = box.minY
        width = box.width
        height = box.height
        runs = CoverageMask.runs(of: surface, width: box.width, height: box.height)
        lastUsed = frame
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The bytes the mask holds (surface and runs), for the cache's budget.
    var byteCount: Int {
        imageSurfaceByteCount(surface) + runs.count * MemoryLayout<CoverageRun>.stride
    }

    /// The whole pixels that can be touched when `rect` is filled under
    /// `matrix` (the bounding box of its mapped corners, rounded outwards),
    /// or nil when empty or not finite.
    static func deviceBox(of rect: CGRect, under m: cairo_matrix_t) -> (minX: Int, minY: Int, width: Int, height: Int)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let dx = m.xx * Double(x) + m.xy * Double(y) + m.x0, dy = m.yx * Double(x) + m.yy * Double(y) + m.y0
            minX = Swift.min(minX, dx)
            maxX = Swift.max(maxX, dx)
            minY = Swift.min(minY, dy)
            maxY = Swift.max(maxY, dy)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              abs(minX) < 1e9, abs(minY) < 1e9, abs(maxX) < 1e9, abs(maxY) < 1e9
        else { return nil }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up)), y1 = Int(maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// The nonzero runs of an A8 surface.
    private static func runs(of surface: OpaquePointer, width: Int, height: Int) -> [CoverageRun] {
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var runs: [CoverageRun] = []
        runs.reserveCapacity(height * 3)
        for y in 0..<height {
            let row = data + y * stride
            var x = 0
            while x < width {
                let value = row[x]
                var end = x + 1
                // Eight bytes at a time through the long runs (a shape's
                // inside and outside), then byte by byte.
                let word = UInt64(value) &* 0x0101_0101_0101_0101
                while end + 8 <= width, UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self) == word { end += 8 }
                while end < width && row[end] == value { end += 1 }
                if value != 0 {
                    runs.append(CoverageRun(row: Int32(y), start: Int32(x), end: Int32(end), coverage: value))
                }
                x = end
            }
        }
        return runs
    }

    /// Blends the opaque premultiplied ARGB32 `pixel` through the coverage
    /// into `target` (an ARGB32 image surface flushed for direct access),
    /// the mask's top-left pixel at `(x, y)` of the surface, which must lie
    /// wholly inside it: fully covered pixels become `pixel`, partly covered
    /// ones are interpolated exactly as Cairo's opaque-fill spans do
    /// (8-bit channels, Cairo's rounding).
    func fillOpaque(pixel: UInt32, into target: (data: UnsafeMutablePointer<UInt8>, stride: Int), x: Int, y: Int) {
        for run in runs {
            let row = UnsafeMutableRawPointer(target.data + (y + Int(run.row)) * target.stride)
                .assumingMemoryBound(to: UInt32.self) + x
            let start = Int(run.start), count = Int(run.end - run.start)
            if run.coverage == 255 {
                (row + start).update(repeating: pixel, count: count)
            } else {
                // Cairo's lerp8x4 with the source half worked out once a run.
                let a = UInt32(run.coverage), inverse = 255 - a
                let sourceLow = CoverageMask.multiply(pixel, a), sourceHigh = CoverageMask.multiply(pixel >> 8, a)
                for i in start..<(start + count) {
                    let destination = row[i]
                    row[i] = CoverageMask.add(sourceLow, CoverageMask.multiply(destination, inverse))
                        | CoverageMask.add(sourceHigh, CoverageMask.multiply(destination >> 8, inverse)) << 8
                }
            }
        }
    }

    /// Two 8-bit channels (bits 0–7 and 16–23) times `b`, over 255 with
    /// Cairo's rounding (its `mul8x2_8`).
    @inline(__always)
    private static func multiply(_ x: UInt32, _ b: UInt32) -> UInt32 {
        let t = (x & 0xff00ff) &* b &+ 0x7f007f
        return ((t &+ ((t >> 8) & 0xff00ff)) >> 8) & 0xff00ff
    }

    /// Two 8-bit channel pairs added, saturating at 255 (Cairo's
    /// `add8x2_8x2`).
    @inline(__always)
    private static func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var t = x &+ y
        t |= 0x1000100 &- ((t >> 8) & 0xff00ff)
        return t & 0xff00ff
    }
}
