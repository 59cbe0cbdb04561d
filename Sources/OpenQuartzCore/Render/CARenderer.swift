internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// Renders a layer tree's presentation into a bitmap context: what a host
/// calls to draw a frame, and what tests call to get a picture.
///
/// Mirrors macOS's `CARenderer` (`layer`, `bounds`, `beginFrame(atTime:…)`,
/// `render()`, `endFrame()`), but draws into a `CGContext` — Linux has no
/// OpenGL/Metal texture to offer. Layers are drawn as of the frame's time;
/// layers never committed in a transaction are not drawn (flush first).
///
/// A renderer keeps what it can reuse from one frame to the next (the
/// rasterised coverage of rounded backgrounds and borders), leaves out
/// drawing it knows will be painted over opaquely or falls outside the
/// clip, and repaints only the pixels that changed since the frame it drew
/// before into the same context (``damagedPixelRects``; a frame where
/// nothing changed does no pixel work). Every frame is the same picture as
/// one drawn from scratch (``verifiesDamage`` checks it).
@preconcurrency @MainActor
public final class CARenderer: NSObject {
    /// The root layer drawn. Its position is honoured (it is drawn in its
    /// superlayer's coordinates, i.e. the context's), as a window's root.
    public var layer: CALayer?
    /// The area of the context drawn into, in the context's user space.
    public var bounds: CGRect
    /// The context drawn into.
    public let context: CGContext
    private var frameTime: CFTimeInterval?
    /// Whether this frame's first ``render()`` has cleared ``bounds``.
    private var frameCleared = false
    /// What the compositor keeps from frame to frame.
    private let cache = CompositorCache()
    /// What changed since the last frame.
    private let frameDamage = FrameDamage()
    /// The backing stores of static opaque layers.
    private lazy var snapshots = LayerSnapshots(damage: frameDamage)

    /// The bytes the renderer's backing stores hold: pixels of static
    /// opaque layers kept between frames (at most 64 MiB) and the bitmaps
    /// of rasterized layers (`shouldRasterize`, at most 64 MiB). An
    /// OpenQuartzCore addition.
    public var backingStoreBytes: Int { snapshots.byteCount + cache.rasters.byteCount }

    /// How many bitmaps of rasterized layers this renderer has made.
    var rasterizations: Int { cache.rasters.rasterizations }

    /// How many layers' backing stores the last frame copied back instead
    /// of drawing them.
    var backingStoresCopied: Int { snapshots.copiedThisFrame }
    /// How many of them the last frame darkened on the way, in the same
    /// pass as a faded black layer's fill over them (``PendingSnapshotCopy``).
    var backingStoresDarkened: Int { snapshots.darkenedThisFrame }
    /// How many pieces of pixel work the frames so far planned ahead, how
    /// many were done on another core, used from there, and claimed back by
    /// the main thread (``WorkAhead``).
    var workAheadCounts: (planned: Int, made: Int, taken: Int, claimed: Int) { cache.workAhead.counts }
    /// How many layers the last damage walk offered for work ahead.
    var workAheadCandidates: Int { frameDamage.workAhead.count }
    /// Whether frames plan pixel work ahead on another core (``WorkAhead``):
    /// by default when the process may run on more than one processor (on
    /// one, the work would only wait its turn and cost the hand-over).
    var worksAhead = Processors.usable > 1
    /// Whether the main thread does planned work the other core has not
    /// started (true), or waits for it (false, for tests: then everything
    /// planned is made there).
    var mainThreadClaimsWorkAhead: Bool {
        get { cache.workAhead.claims }
        set { cache.workAhead.claims = newValue }
    }
    /// How many trees hidden by a clip the last frame's damage walk left
    /// unwalked (nothing in them had changed).
    var hiddenTreesSkipped: Int { frameDamage.hiddenTreesSkipped }
    /// How many trees it left unwalked because nothing in or above them
    /// had changed.
    var unchangedTreesSkipped: Int { frameDamage.unchangedTreesSkipped }
    /// The release count (``releaseBackingStores()``) this renderer last
    /// acted on.
    private var releasesSeen = CoreAnimationState.current.storage.backingStoreReleases

    /// Drops what every renderer of the current runtime keeps between
    /// frames — backing stores, kept groups, outline masks, rasterized
    /// layers' bitmaps — as Core
    /// Animation does when the system is short of memory; each renderer
    /// draws its next frame whole. UIKit calls it when the app receives a
    /// memory warning (`UIApplication.receiveMemoryWarning()`). An
    /// OpenQuartzCore addition.
    public static func releaseBackingStores() {
        CoreAnimationState.current.storage.backingStoreReleases += 1
    }

    /// Acts on a ``releaseBackingStores()`` made since the last frame.
    private func releaseIfAsked() {
        let releases = CoreAnimationState.current.storage.backingStoreReleases
        guard releases != releasesSeen else { return }
        releasesSeen = releases
        snapshots.removeAll()
        cache.removeAll()
    }
    /// Areas ``addUpdate(_:)`` asked to repaint, in user space.
    private var requestedUpdates: [CGRect] = []
    /// The last frame's damage in user space (``updateBounds()``).
    private var lastUpdateBounds: CGRect

    /// The device-pixel rectangles of the context the last frame repainted
    /// (y down from the context's top-left pixel): the whole ``bounds``
    /// when it repainted everything, none when nothing had changed. What a
    /// host copies to the screen. An OpenQuartzCore addition.
    public private(set) var damagedPixelRects: [CGRect] = []

    /// A test mode (off by default): each frame that repaints only part
    /// of the surface is also drawn from scratch and compared, and a
    /// difference is reported through `CGDiagnostics` with the frame's
    /// rectangles. OpenUIKitTesting turns it on. An OpenQuartzCore addition.
    public static var verifiesDamage = false

    /// Creates a renderer drawing into `context`. An OpenQuartzCore
    /// initialiser (Apple's take Metal or OpenGL contexts).
    public init(cgContext context: CGContext, options dict: [AnyHashable: Any]? = nil) {
        self.context = context
        bounds = CGRect(x: 0, y: 0, width: context.width, height: context.height)
        lastUpdateBounds = bounds
        super.init()
    }

    /// Starts a frame at media time `t`: ``render()`` draws the layers as
    /// they are at `t` until ``endFrame()``. `ts` is ignored. Without a
    /// frame, ``render()`` uses `CACurrentMediaTime()`.
    public func beginFrame(atTime t: CFTimeInterval, timeStamp ts: UnsafeMutableRawPointer?) {
        frameTime = t
        frameCleared = false
    }

    /// The bounding box, in the context's user space, of what the last
    /// frame repainted (``bounds`` before the first frame; `.null` when
    /// nothing had changed). Apple's renderer answers before drawing;
    /// OpenQuartzCore finds the damage while it draws, so it answers after
    /// ``render()``.
    public func updateBounds() -> CGRect { lastUpdateBounds }

    /// Marks an area (in the context's user space) to be repainted by the
    /// next frame whether or not anything in it changed.
    public func addUpdate(_ r: CGRect) {
        requestedUpdates.append(r)
    }

    /// Draws the frame: the layer tree's presentation (with committed
    /// animations applied) inside `bounds`, repainting only what changed
    /// since the last frame drawn into the context (everything the first
    /// time; cleared first where the tree does not paint opaquely). Draws
    /// nothing without a ``layer``; a layer that has never been committed
    /// is not drawn.
    ///
    /// Within one frame (between ``beginFrame(atTime:timeStamp:)`` and
    /// ``endFrame()``) only the first call repaints: set another ``layer``
    /// and call again to draw it over the first (the next frame then
    /// repaints everything) — or draw several roots as one frame with
    /// ``render(layers:)``. Outside a frame every call repaints all.
    public func render() {
        guard let layer else { return }
        releaseIfAsked()
        if frameCleared {
            frameDamage.reset()
            snapshots.removeAll()
            draw([layer], damage: .everything, clearing: false)
        } else {
            render(layers: [layer])
        }
    }

    /// Draws `roots` in order, each over the ones before, as one frame:
    /// only the pixels that changed since the last frame in any of them
    /// are repainted (see ``render()``). How a host draws its windows. An
    /// OpenQuartzCore addition.
    public func render(layers roots: [CALayer]) {
        releaseIfAsked()
        let cr = context.cairoContext
        cairo_save(cr)
        clipToBounds(cr)
        let surface = PixelRect(minX: 0, minY: 0, maxX: context.width, maxY: context.height)
        let clip = Self.pixelClip(of: cr).map { $0.intersection(surface) }
        let mediaTime = frameTime ?? CACurrentMediaTime()
        var damage: FrameDamage.Region = .everything
        if frameTime != nil, let clip {
            let changed = frameDamage.damage(roots: roots, mediaTime: mediaTime, in: cr, surface: clip)
            let requested = requestedUpdates.compactMap { PixelRect(covering: $0, under: cr) }
            damage = changed.map { .rects(FrameDamage.merged($0 + requested, in: clip) ?? [clip]) } ?? .everything
        } else {
            frameDamage.reset()
            snapshots.removeAll()
        }
        requestedUpdates = []
        cairo_restore(cr)
        cache.startFrame()
        snapshots.startFrame()
        // The damage walk found what of this frame can be drawn ahead.
        if worksAhead, frameTime != nil, let clip {
            let areas: [PixelRect]
            switch damage {
            case .everything: areas = [clip]
            case .rects(let rects): areas = rects
            }
            if !areas.isEmpty {
                cache.planWorkAhead(for: frameDamage.workAhead, within: areas, tolerance: cairo_get_tolerance(cr))
            }
        }
        draw(roots, damage: damage, clearing: true, mediaTime: mediaTime, snapshots: frameTime != nil ? snapshots : nil)
        cache.workAhead.finish()
        if Self.verifiesDamage, let clip {
            switch damage {
            case .rects(let rects) where !rects.isEmpty:
                verify(roots, damage: rects, within: clip, mediaTime: mediaTime)
            case .everything where snapshots.restoredThisFrame:
                verify(roots, damage: [clip], within: clip, mediaTime: mediaTime)
            default:
                break
            }
        }
        frameCleared = frameTime != nil
    }

    /// Draws `roots` into the damaged pixels (clearing them first when
    /// `clearing` and the first root does not paint them opaquely).
    private func draw(
        _ roots: [CALayer], damage: FrameDamage.Region, clearing: Bool, mediaTime: CFTimeInterval? = nil,
        snapshots: LayerSnapshots? = nil
    ) {
        let cr = context.cairoContext
        let mediaTime = mediaTime ?? frameTime ?? CACurrentMediaTime()
        let surface = PixelRect(minX: 0, minY: 0, maxX: context.width, maxY: context.height)
        let areas: [PixelRect?]
        switch damage {
        case .everything: areas = [nil]
        case .rects(let rects): areas = rects
        }
        for area in areas {
            cairo_save(cr)
            clipToBounds(cr)
            if let area { clip(cr, to: area) }
            let clip = Self.pixelClip(of: cr).map { $0.intersection(surface) }
            if clearing, let root = roots.first,
               !(clip.map { Compositor.coversOpaquely(root, pixels: $0, in: cr, mediaTime: mediaTime) } ?? false) {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            for root in roots {
                Compositor.renderPresentation(of: root, in: cr, mediaTime: mediaTime, cache: cache, clip: clip, snapshots: snapshots)
            }
            cairo_restore(cr)
        }
        cairo_surface_flush(cairo_get_target(cr))
        record(damage, surface: surface)
    }

    /// Remembers what was repainted, for ``damagedPixelRects`` and ``updateBounds()``.
    private func record(_ damage: FrameDamage.Region, surface: PixelRect) {
        switch damage {
        case .everything:
            damagedPixelRects = [surface.cgRect]
            lastUpdateBounds = bounds
        case .rects(let rects):
            damagedPixelRects = rects.map(\.cgRect)
            lastUpdateBounds = rects.isEmpty ? .null : userRect(of: rects.dropFirst().reduce(rects[0]) { $0.union($1) })
        }
    }

    private func clipToBounds(_ cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
    }

    /// Clips to device pixels `area`.
    private func clip(_ cr: OpaquePointer, to area: PixelRect) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.maxX - area.minX), Double(area.maxY - area.minY))
        cairo_restore(cr)
        cairo_clip(cr)
    }

    /// Device pixels `area` in the context's user space.
    private func userRect(of area: PixelRect) -> CGRect {
        let cr = context.cairoContext
        var x0 = Double(area.minX), y0 = Double(area.minY), x1 = Double(area.maxX), y1 = Double(area.maxY)
        cairo_device_to_user(cr, &x0, &y0)
        cairo_device_to_user(cr, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).standardized
    }

    /// The clip of `cr` in device pixels when it is one rectangle on whole
    /// pixels (the bounds, unless the context was clipped further), else nil.
    private static func pixelClip(of cr: OpaquePointer) -> PixelRect? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return PixelRect(exactly: CGRect(x: r.x, y: r.y, width: r.width, height: r.height), under: matrix)
    }

    /// Draws the frame again from scratch into a scratch context and
    /// reports a damaged frame that differs from it inside `clip` (the
    /// pixels the frame may paint).
    private func verify(_ roots: [CALayer], damage: [PixelRect], within clip: PixelRect, mediaTime: CFTimeInterval) {
        guard let scratch = CGContext(
            data: nil, width: context.width, height: context.height, bitsPerComponent: 8, bytesPerRow: context.bytesPerRow,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: context.bitmapInfo.rawValue)
        else { return }
        scratch.concatenate(context.ctm)
        let source = context.cairoContext, target = scratch.cairoContext
        let fresh = CARenderer(cgContext: scratch)
        fresh.bounds = bounds
        fresh.layer = roots.first
        fresh.draw(roots, damage: .everything, clearing: true, mediaTime: mediaTime)
        let mine = cairo_get_target(source), theirs = cairo_get_target(target)
        cairo_surface_flush(mine)
        cairo_surface_flush(theirs)
        guard let a = cairo_image_surface_get_data(mine), let b = cairo_image_surface_get_data(theirs),
              cairo_image_surface_get_stride(mine) == cairo_image_surface_get_stride(theirs),
              cairo_image_surface_get_height(mine) == cairo_image_surface_get_height(theirs)
        else { return }
        let stride = Int(cairo_image_surface_get_stride(mine))
        var differing: PixelRect?
        for y in clip.minY..<clip.maxY {
            let row = y * stride + clip.minX * 4
            guard memcmp(a + row, b + row, (clip.maxX - clip.minX) * 4) != 0 else { continue }
            for x in clip.minX..<clip.maxX where memcmp(a + y * stride + x * 4, b + y * stride + x * 4, 4) != 0 {
                let pixel = PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                differing = differing.map { $0.union(pixel) } ?? pixel
            }
        }
        guard let differing else { return }
        let described = damage.map(\.described).joined(separator: " ")
        CGDiagnostics.report(
            "CARenderer: a frame repainting only \(described) differs from the same frame drawn from scratch "
                + "(in \(differing.described)).")
    }

    /// Ends the frame.
    public func endFrame() {
        frameTime = nil
        frameCleared = false
    }

    /// When something next changes: the current time while animations
    /// run, infinity when nothing is animating. Display links and open
    /// transactions are not counted; see
    /// ``CAFramePipeline/hasPendingWork``.
    public func nextFrameTime() -> CFTimeInterval {
        CoreAnimationState.current.hasRunningAnimations ? CACurrentMediaTime() : .infinity
    }
}
