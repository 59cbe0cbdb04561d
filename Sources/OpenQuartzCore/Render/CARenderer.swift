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
/// rasterised coverage of rounded backgrounds and borders) and leaves out
/// drawing it knows will be painted over opaquely or falls outside the
/// clip; every frame is the same picture as one drawn from scratch.
@MainActor
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

    /// Creates a renderer drawing into `context`. An OpenQuartzCore
    /// initialiser (Apple's take Metal or OpenGL contexts).
    public init(cgContext context: CGContext, options dict: [AnyHashable: Any]? = nil) {
        self.context = context
        bounds = CGRect(x: 0, y: 0, width: context.width, height: context.height)
        super.init()
    }

    /// Starts a frame at media time `t`: ``render()`` draws the layers as
    /// they are at `t` until ``endFrame()``. `ts` is ignored. Without a
    /// frame, ``render()`` uses `CACurrentMediaTime()`.
    public func beginFrame(atTime t: CFTimeInterval, timeStamp ts: UnsafeMutableRawPointer?) {
        frameTime = t
        frameCleared = false
    }

    /// The area that will change this frame (the whole bounds: the
    /// compositor redraws everything).
    public func updateBounds() -> CGRect { bounds }

    /// Marks an area as needing redraw (every frame redraws everything).
    public func addUpdate(_ r: CGRect) {}

    /// Draws the frame: clears `bounds` and draws the layer tree's
    /// presentation (with committed animations applied) inside it. Draws
    /// nothing without a ``layer``; a layer that has never been committed
    /// is not drawn.
    ///
    /// Within one frame (between ``beginFrame(atTime:timeStamp:)`` and
    /// ``endFrame()``) only the first call clears: set another ``layer``
    /// and call again to draw it over the first — how a host draws its
    /// windows one above the other. Outside a frame every call clears.
    public func render() {
        guard let layer else { return }
        let cr = context.cairoContext
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        let surface = PixelRect(minX: 0, minY: 0, maxX: context.width, maxY: context.height)
        let clip = Self.pixelClip(of: cr).map { $0.intersection(surface) }
        let mediaTime = frameTime ?? CACurrentMediaTime()
        if !frameCleared {
            // A root that paints every pixel opaquely needs no clear.
            if !(clip.map { Compositor.coversOpaquely(layer, pixels: $0, in: cr, mediaTime: mediaTime) } ?? false) {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            frameCleared = frameTime != nil
            cache.startFrame()
        }
        Compositor.renderPresentation(of: layer, in: cr, mediaTime: mediaTime, cache: cache, clip: clip)
        cairo_restore(cr)
        cairo_surface_flush(cairo_get_target(cr))
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
