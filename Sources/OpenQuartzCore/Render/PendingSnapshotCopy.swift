internal import CCairo
import Foundation

/// A kept snapshot's pixels waiting to be copied back until the next thing
/// drawn is known (see ``LayerSnapshots/restore(_:state:localTime:order:pass:)``).
///
/// When that is a faded black layer's one-colour fill right over them (a
/// dimming view over a static screen), both are done in one pass over the
/// pixels: each copied pixel darkened on the way (``fuse(darkening:keep:within:)``),
/// instead of copying it and then blending the fill over it. The bytes are
/// the same: blending premultiplied black of alpha `a` over an opaque pixel
/// with pixman's `OVER` gives each colour channel `MUL_UN8(channel, 255 - a)`
/// and alpha 255, and pixman's `SRC` of the pixel through a solid
/// component-alpha mask of `(255 - a, 255 - a, 255 - a, 255)` gives exactly
/// that (a snapshot is of an opaque layer, so its pixels are opaque).
/// Anything else drawn next copies them first (``flush()``).
final class PendingSnapshotCopy {
    private let cr: OpaquePointer
    /// The surface drawn on when the copy was deferred.
    private let target: OpaquePointer
    /// The snapshot (referenced).
    private let surface: OpaquePointer
    /// The device pixel the snapshot's first pixel goes to.
    private let origin: (x: Int, y: Int)
    /// The device pixels to copy, disjoint, inside the clip of the pass
    /// that deferred the copy.
    private let pieces: [PixelRect]
    /// Whether nothing has been copied yet.
    private(set) var isPending = true
    /// Whether a fill was fused into the copy.
    private(set) var wasFused = false

    init(cr: OpaquePointer, surface: OpaquePointer, origin: (x: Int, y: Int), pieces: [PixelRect]) {
        self.cr = cr
        target = cairo_get_target(cr)
        self.surface = cairo_surface_reference(surface)
        self.origin = origin
        self.pieces = pieces
    }

    deinit { cairo_surface_destroy(surface) }

    /// Copies the pixels now, if not done yet.
    func flush() {
        guard isPending else { return }
        isPending = false
        copy(pieces)
    }

    /// Copies the pixels and darkens those under `fill` (disjoint device
    /// pixels a faded black layer fills with alpha `255 - keep`) that are
    /// inside `clip` (the pass's clip at the fill) in the same pass; returns
    /// the parts of `fill` left to fill as usual. With the surface no longer
    /// the one the copy was deferred on (or not one pixman can write
    /// directly), copies first and returns `fill` unchanged.
    func fuse(darkening fill: [PixelRect], keep: UInt32, within clip: PixelRect) -> [PixelRect] {
        guard isPending else { return fill }
        guard canWriteDirectly else {
            flush()
            return fill
        }
        isPending = false
        wasFused = true
        let darkened = fill.map { $0.intersection(clip) }.filter { !$0.isEmpty }
        var fused: [PixelRect] = []
        var copied: [PixelRect] = []
        for piece in pieces {
            for area in darkened {
                let overlap = piece.intersection(area)
                if !overlap.isEmpty { fused.append(overlap) }
            }
            copied += piece.subtracting(darkened)
        }
        copy(copied)
        darken(fused, keep: keep)
        return fill.flatMap { $0.subtracting(pieces) }
    }

    /// Whether the copy's pixels can be written straight into the surface
    /// drawn on now: the same ARGB32 image surface as when it was deferred,
    /// no group pushed, no device offset or scale.
    private var canWriteDirectly: Bool {
        guard cairo_get_target(cr) == target, cairo_get_group_target(cr) == target,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return false }
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(target, &x, &y)
        guard x == 0, y == 0 else { return false }
        cairo_surface_get_device_scale(target, &x, &y)
        return x == 1 && y == 1
    }

    /// Copies `pieces` of the snapshot with Cairo (`SOURCE`).
    private func copy(_ pieces: [PixelRect]) {
        guard !pieces.isEmpty else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for piece in pieces {
            cairo_rectangle(cr, Double(piece.minX), Double(piece.minY), Double(piece.maxX - piece.minX), Double(piece.maxY - piece.minY))
        }
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface, Double(origin.x), Double(origin.y))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Writes `pieces` of the snapshot into the target, each colour
    /// channel multiplied by `keep` (pixman's `SRC` through a solid
    /// component-alpha mask), large pieces in bands on several cores
    /// (``PixelBands``).
    private func darken(_ pieces: [PixelRect], keep: UInt32) {
        guard !pieces.isEmpty else { return }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        cairo_surface_flush(target)
        cairo_surface_flush(surface)
        let images = Images(destination: Bitmap(target), source: Bitmap(surface), origin: origin, channel: UInt16(keep * 257))
        for piece in pieces {
            let inside = piece.intersection(bounds)
            guard inside.minX < inside.maxX, inside.minY < inside.maxY else { continue }
            PixelBands.run(inside) { band in images.darken(band) }
            cairo_surface_mark_dirty_rectangle(
                target, Int32(inside.minX), Int32(inside.minY), Int32(inside.maxX - inside.minX), Int32(inside.maxY - inside.minY))
        }
    }

    /// An ARGB32 image surface's pixels, to be read or written off the
    /// main actor while the surface is not used otherwise.
    private struct Bitmap: @unchecked Sendable {
        let data: UnsafeMutableRawPointer?
        let width: Int32, height: Int32, stride: Int32

        init(_ surface: OpaquePointer) {
            data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
            width = cairo_image_surface_get_width(surface)
            height = cairo_image_surface_get_height(surface)
            stride = cairo_image_surface_get_stride(surface)
        }

        /// A pixman image over the pixels (not copied).
        func pixmanImage() -> OpaquePointer? {
            pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, data?.assumingMemoryBound(to: UInt32.self), stride)
        }
    }

    /// What each band of a darkened copy needs.
    private struct Images: Sendable {
        let destination: Bitmap, source: Bitmap
        let origin: (x: Int, y: Int)
        let channel: UInt16

        /// Darkens the snapshot's pixels under `band` (device pixels) into
        /// the target; pixman images of its own, so bands can run at once.
        func darken(_ band: PixelRect) {
            let target = destination.pixmanImage(), snapshot = source.pixmanImage()
            var color = pixman_color_t(red: channel, green: channel, blue: channel, alpha: 0xffff)
            let mask = pixman_image_create_solid_fill(&color)
            pixman_image_set_component_alpha(mask, 1)
            pixman_image_composite32(
                PIXMAN_OP_SRC, snapshot, mask, target, Int32(band.minX - origin.x), Int32(band.minY - origin.y), 0, 0,
                Int32(band.minX), Int32(band.minY), Int32(band.maxX - band.minX), Int32(band.maxY - band.minY))
            for image in [target, snapshot, mask] { _ = pixman_image_unref(image) }
        }
    }
}
