internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// Draws layer trees into Cairo: the Core Animation compositor.
///
/// Each layer is drawn in its own coordinates: shadow, background, contents,
/// sublayers (sorted by `zPosition`, through `sublayerTransform`), border on
/// top; `masksToBounds` clips contents and sublayers to the rounded bounds;
/// `mask` masks everything by its alpha; opacity < 1 composites the layer
/// as a group (or fades each part when `allowsGroupOpacity` is false).
/// Transforms that stay affine in the plane go straight to Cairo; layers
/// whose transform is projective (perspective) are drawn offscreen and
/// mapped pixel by pixel (see `Compositor+Projective`).
@MainActor
enum Compositor {
    /// Which values to draw.
    enum Source {
        /// The model (what `render(in:)` draws).
        case model
        /// The presentation at a media time (what the screen shows).
        case presentation(mediaTime: CFTimeInterval)
    }

    /// One drawing pass: where to draw and which values.
    struct Pass {
        let cr: OpaquePointer
        let source: Source
        /// What is kept across frames (a ``CARenderer``'s), or nil to draw
        /// everything from scratch.
        var cache: CompositorCache? = nil
        /// The clip in device pixels while every clip set is a pixel-aligned
        /// rectangle; nil when it is not known to be one.
        var clip: PixelRect? = nil
        /// The backing stores of static opaque layers (a ``CARenderer``'s
        /// frames), or nil.
        var snapshots: LayerSnapshots? = nil
        /// Device pixels that layers drawn after this one in the frame paint
        /// opaquely at full coverage (what this one leaves there does not
        /// show); set for a layer that can use it (a one-colour faded
        /// layer, see `fillUniformGroup`).
        var coveredLater: [PixelRect] = []

        /// A snapshot copied back just before, waiting for what is drawn
        /// next (see ``PendingSnapshotCopy``): whatever draws flushes it
        /// first unless it can take it.
        @MainActor var pendingCopy: PendingSnapshotCopy? { snapshots?.pendingCopy }

        /// Copies a waiting snapshot back now.
        @MainActor func flushPendingCopy() {
            snapshots?.flushPendingCopy()
        }

        /// The pass with the clip narrowed to `rect` (in the current user
        /// space), or unknown when `rect` is not pixel-aligned there.
        func clipped(to rect: CGRect) -> Pass {
            var pass = self
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            if let clip, let narrowed = PixelRect(exactly: rect, under: matrix) {
                pass.clip = clip.intersection(narrowed)
            } else {
                pass.clip = nil
            }
            return pass
        }
    }

    /// `CALayer.render(in:)`: the model tree in the context's current space.
    static func renderModel(of layer: CALayer, in ctx: CGContext) {
        let cr = ctx.cairoContext
        cairo_save(cr)
        drawContents(of: layer, state: layer.stored.modelState, localTime: 0, pass: Pass(cr: cr, source: .model), alpha: 1)
        cairo_restore(cr)
    }

    /// Draws `layer` as it is shown at `mediaTime` (layers not yet
    /// committed are skipped), in the context's current space, positioned
    /// in its superlayer's coordinates (so a root layer's frame lands where
    /// it should in a host's window).
    ///
    /// `cache` is what the caller keeps across frames (nil draws
    /// everything from scratch); `clip` is the context's clip in device
    /// pixels when the caller knows it is that rectangle.
    static func renderPresentation(
        of layer: CALayer, in cr: OpaquePointer, mediaTime: CFTimeInterval,
        cache: CompositorCache? = nil, clip: PixelRect? = nil, snapshots: LayerSnapshots? = nil
    ) {
        guard layer.isCommitted else { return }
        let parentTime = (layer.superlayer ?? layer.stored.maskOwner)?.localTime(fromMediaTime: mediaTime) ?? mediaTime
        let pass = Pass(cr: cr, source: .presentation(mediaTime: mediaTime), cache: cache, clip: clip, snapshots: snapshots)
        draw(layer, parentTime: parentTime, parentSublayerMap: nil, pass: pass, alpha: 1)
    }

    /// The state and local time of `layer` for this pass.
    static func state(of layer: CALayer, parentTime: Double, pass: Pass) -> (LayerState, Double) {
        switch pass.source {
        case .model:
            return (layer.stored.modelState, 0)
        case .presentation:
            let local = layer.timing.localTime(fromParent: parentTime)
            return (layer.presentationState(atLocalTime: local), local)
        }
    }

    /// Draws a sublayer (or root) in its parent's coordinates;
    /// `parentSublayerMap` is the parent's ``LayerState/sublayerMap``.
    static func draw(_ layer: CALayer, parentTime: Double, parentSublayerMap: CATransform3D?, pass: Pass, alpha: Double) {
        if case .presentation = pass.source, !layer.isCommitted { return }
        // A renderer's frame knows, from its damage walk, the pixels each
        // tree can reach: a tree that misses the clip is not visited.
        if let snapshots = pass.snapshots, let clip = pass.clip, snapshots.damage.drawsNothing(of: layer, inside: clip) { return }
        let (state, localTime) = state(of: layer, parentTime: parentTime, pass: pass)
        guard !state.isHidden, state.opacity > 0, state.isDrawable else { return }
        var toParent = state.localToParent
        if let parentSublayerMap { toParent = CATransform3DConcat(toParent, parentSublayerMap) }
        let cr = pass.cr
        let footprint = Homography(toParent)
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        let device = footprint.concatenating(Homography(cairo: current))
        if !state.isDoubleSided && footprint.isFacingAway(state.bounds) { return }
        if device.isAffine {
            if isOutsideClip(layer, state: state, device: device, pass: pass) { return }
            cairo_save(cr)
            var matrix = cairo_matrix_t(affine: footprint.affine)
            cairo_transform(cr, &matrix)
            if state.shouldRasterize, case .presentation = pass.source {
                drawRasterized(layer, state: state, localTime: localTime, pass: pass, alpha: alpha)
            } else {
                drawContents(of: layer, state: state, localTime: localTime, pass: pass, alpha: alpha)
            }
            cairo_restore(cr)
        } else {
            pass.flushPendingCopy()
            drawProjected(layer, state: state, localTime: localTime, toDevice: device, pass: pass, alpha: alpha)
        }
    }

    /// Whether nothing `layer` draws (under the affine `device` map) can
    /// reach the pass's known clip: its bounds, which hold all of its
    /// drawing — no shadow, own content, mask or transition, contents and
    /// sublayers only when clipped to the bounds — miss the clip by at
    /// least a pixel.
    static func isOutsideClip(_ layer: CALayer, state: LayerState, device: Homography, pass: Pass) -> Bool {
        guard let clip = pass.clip, state.shadowOpacity <= 0 || state.shadowColor == nil, !layer.drawsOwnContent,
              layer.stored.maskStorage == nil, state.transition == nil,
              state.masksToBounds || (layer.stored.sublayerStorage.isEmpty && state.contents == nil)
        else { return false }
        let box = device.apply(state.bounds)
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return false }
        return box.maxX < CGFloat(clip.minX - 1) || box.minX > CGFloat(clip.maxX + 1)
            || box.maxY < CGFloat(clip.minY - 1) || box.minY > CGFloat(clip.maxY + 1)
    }

    /// Draws a layer's own content and sublayers in its own coordinates.
    static func drawContents(of layer: CALayer, state: LayerState, localTime: Double, pass: Pass, alpha: Double) {
        let cr = pass.cr
        let opacity = Double(state.opacity) * alpha
        let mask = layer.stored.maskStorage
        let grouped = (opacity < 1 && state.allowsGroupOpacity) || mask != nil || state.transition != nil
        var inner = pass
        let shadowed = state.shadowOpacity > 0 && (state.shadowColor?.alpha ?? 0) > 0
        // Only a one-colour fill drawn first can take a waiting copy.
        if shadowed || !grouped || mask != nil || state.transition != nil { pass.flushPendingCopy() }
        if shadowed, let color = state.shadowColor, color.alpha > 0 {
            let covered = grouped ? [] : opaqueBackgroundPixels(of: state, alpha: opacity, pass: pass)
            drawShadow(of: layer, state: state, localTime: localTime, pass: pass, alpha: opacity, covered: covered)
        }
        guard grouped else {
            drawBody(of: layer, state: state, localTime: localTime, pass: pass, alpha: opacity)
            return
        }
        // A faded layer of one colour: one fill gives its group's pixels.
        if mask == nil, state.transition == nil, fillUniformGroup(of: layer, state: state, opacity: opacity, pass: pass) {
            return
        }
        pass.flushPendingCopy()
        // Clip first: Cairo sizes a group to the clip, and an unclipped
        // group would be as large as the whole surface.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let extent = visualExtent(of: layer, state: state)
        if state.transition == nil, extent.width.isFinite, extent.height.isFinite {
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(extent.minX), Double(extent.minY), Double(extent.width), Double(extent.height))
            cairo_clip(cr)
            inner = pass.clipped(to: extent)
        }
        // A faded layer drawn as before but for its opacity: its kept group.
        if let kept = pass.snapshots?.group(for: layer, state: state, in: cr) {
            cairo_set_source(cr, kept)
            cairo_paint_with_alpha(cr, opacity)
            return
        }
        cairo_push_group(cr)
        drawBody(of: layer, state: state, localTime: localTime, pass: inner, alpha: 1)
        if let transition = state.transition {
            drawTransition(transition, state: state, pass: pass)
        }
        if let mask {
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(mask, parentTime: localTime, parentSublayerMap: nil, pass: inner, alpha: 1)
            let maskPattern = cairo_pop_group(cr)
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
            cairo_pattern_destroy(content)
        }
        let group = cairo_pop_group(cr)!
        if mask == nil, state.transition == nil {
            pass.snapshots?.keepGroup(group, of: layer, state: state, extent: extent, pass: pass)
        }
        cairo_set_source(cr, group)
        cairo_pattern_destroy(group)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// The device pixels a layer's background, drawn at `alpha` in the
    /// current space, will cover with full coverage and an opaque colour
    /// (so whatever was there before no longer shows); none when the pass's
    /// clip is unknown or the transform is not axis-aligned.
    static func opaqueBackgroundPixels(of state: LayerState, alpha: Double, pass: Pass) -> [PixelRect] {
        guard pass.clip != nil, let background = state.backgroundColor, Double(background.rgba.alpha) * alpha >= 1
        else { return [] }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pass.cr, &matrix)
        return LayerShape(state).interior.compactMap { PixelRect(inside: $0, under: matrix) }
    }

    /// Background, contents, sublayers and border.
    static func drawBody(of layer: CALayer, state: LayerState, localTime: Double, pass: Pass, alpha: Double) {
        let cr = pass.cr
        let shape = LayerShape(state)
        let rounded = shape.radius > 0 && !shape.corners.isEmpty
        let order = layer.stored.sublayerStorage.isEmpty ? [] : sublayersInDrawingOrder(of: layer, localTime: localTime, pass: pass)
        var restored = 0, capturing = 0
        let replicates = layer is CAReplicatorLayer && CAReplicatorLayer.replicates(state)
        if let snapshots = pass.snapshots, alpha >= 1, order.count >= 2, !replicates {
            restored = snapshots.restore(layer, state: state, localTime: localTime, order: order, pass: pass)
            if restored == 0 { capturing = snapshots.prefixToCapture(layer, state: state, order: order, pass: pass) }
        }
        // A snapshot needs the whole background under what it keeps.
        if restored == 0, let background = state.backgroundColor, background.alpha > 0,
           rounded || capturing > 0 || !fillUncoveredBackground(
               shape.rect, of: layer, state: state, localTime: localTime, color: background, alpha: alpha, pass: pass) {
            fill(shape, borderWidth: nil, color: background, alpha: alpha, pass: pass)
        }
        let clips = state.masksToBounds
        // An image alone under a rounded clip is clipped paint by paint,
        // through the outline's cached coverage where possible.
        var contentsClip: ContentsClip?
        if clips, rounded, state.contentsTransition == nil, state.contentsImage != nil, !layer.drawsOwnContent {
            contentsClip = ContentsClip(shape: shape, coverage: cachedMask(of: shape, borderWidth: nil, pass: pass))
            drawImageContents(state: state, cr: cr, alpha: alpha, clip: contentsClip)
        }
        // Nothing else is clipped when the image was drawn and nothing else
        // is drawn.
        let clipsMore = contentsClip == nil || layer.drawsOwnContent || !layer.stored.sublayerStorage.isEmpty
        var inner = pass
        if clips && clipsMore {
            cairo_save(cr)
            shape.addOutline(to: cr)
            cairo_clip(cr)
            inner = rounded ? Pass(cr: cr, source: pass.source, cache: pass.cache) : pass.clipped(to: shape.rect)
        }
        // The first sublayer drawn may take a waiting copy; then it is done.
        if state.contents != nil || layer.drawsOwnContent { pass.flushPendingCopy() }
        if contentsClip == nil { drawImageContents(state: state, cr: cr, alpha: alpha) }
        if layer.drawsOwnContent { layer.drawOwnContent(state: state, in: cr, alpha: alpha) }
        if replicates { drawReplicas(order, state: state, localTime: localTime, pass: inner, alpha: alpha) }
        let sublayerMap = state.sublayerMap
        for (index, sublayer) in order.enumerated() where index >= restored && !replicates {
            if capturing > 0, index == capturing, let snapshots = pass.snapshots {
                snapshots.capture(layer, state: state, count: capturing, order: order, pass: pass)
            }
            if index + 1 < order.count, mayFillUniformly(sublayer) {
                var covered = inner
                covered.coveredLater += pixelsCovered(
                    by: order[(index + 1)...], state: state, localTime: localTime, pass: inner, alpha: alpha)
                draw(sublayer, parentTime: localTime, parentSublayerMap: sublayerMap, pass: covered, alpha: alpha)
            } else {
                draw(sublayer, parentTime: localTime, parentSublayerMap: sublayerMap, pass: inner, alpha: alpha)
            }
            if index == restored { pass.flushPendingCopy() }
        }
        if restored > 0 { pass.flushPendingCopy() }
        if capturing == order.count, capturing > 0, let snapshots = pass.snapshots {
            snapshots.capture(layer, state: state, count: capturing, order: order, pass: pass)
        }
        if clips && clipsMore { cairo_restore(cr) }
        if state.borderWidth > 0, let border = state.borderColor, border.alpha > 0 {
            fill(shape, borderWidth: state.borderWidth, color: border, alpha: alpha, pass: pass)
        }
    }

    /// `layer`'s sublayers in the order this pass draws them: by the
    /// `zPosition` each has in this pass (the presentation's, so an
    /// animated `zPosition` reorders siblings mid-animation), ties in
    /// sublayer order.
    static func sublayersInDrawingOrder(of layer: CALayer, localTime: Double, pass: Pass) -> [CALayer] {
        var sublayers = layer.stored.sublayerStorage
        let presents: Bool
        if case .presentation = pass.source { presents = true } else { presents = false }
        // A loop, not `contains(where:)`: a closure here would check the
        // main actor's isolation at run time on every call.
        var reorders = false
        for sublayer in sublayers where sublayer.stored.modelState.zPosition != 0 || (presents && sublayer.animatesZPosition) {
            reorders = true
            break
        }
        if reorders {
            let depths = sublayers.map { zPosition(of: $0, parentTime: localTime, pass: pass) }
            sublayers = sublayers.indices.sorted { a, b in
                depths[a] != depths[b] ? depths[a] < depths[b] : a < b
            }.map { sublayers[$0] }
        }
        return sublayers
    }

    /// The `zPosition` `sublayer` is drawn with in this pass.
    static func zPosition(of sublayer: CALayer, parentTime: Double, pass: Pass) -> CGFloat {
        guard case .presentation = pass.source, sublayer.animatesZPosition else { return sublayer.stored.modelState.zPosition }
        return state(of: sublayer, parentTime: parentTime, pass: pass).0.zPosition
    }

    /// Sets a colour source, multiplying its alpha.
    static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: Double) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * alpha)
    }
}

extension LayerState {
    /// Whether the geometry is finite (bad values skip the layer).
    var isDrawable: Bool {
        bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite
            && position.x.isFinite && position.y.isFinite && transform.isFinite && sublayerTransform.isFinite
            && anchorPoint.x.isFinite && anchorPoint.y.isFinite && opacity.isFinite
    }
}

extension cairo_matrix_t {
    init(affine t: CGAffineTransform) {
        self.init(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }

    /// Whether the two matrices are equal, entry for entry.
    func isSame(as other: cairo_matrix_t) -> Bool {
        xx == other.xx && yx == other.yx && xy == other.xy && yy == other.yy && x0 == other.x0 && y0 == other.y0
    }

    /// How much the matrix scales lengths on average (the square root of
    /// its area scale): a blur radius in user space times this is one in
    /// device pixels.
    var lengthScale: Double { abs(xx * yy - xy * yx).squareRoot() }
}

extension Homography {
    init(cairo m: cairo_matrix_t) {
        self.init(m: (m.xx, m.yx, 0, m.xy, m.yy, 0, m.x0, m.y0, 1))
    }

    /// Whether a rectangle mapped by this homography appears mirrored (its
    /// back faces the viewer).
    func isFacingAway(_ rect: CGRect) -> Bool {
        let p0 = apply(CGPoint(x: rect.minX, y: rect.minY))
        let p1 = apply(CGPoint(x: rect.maxX, y: rect.minY))
        let p3 = apply(CGPoint(x: rect.minX, y: rect.maxY))
        let cross = (p1.x - p0.x) * (p3.y - p0.y) - (p1.y - p0.y) * (p3.x - p0.x)
        let w = rect.minX * CGFloat(m.2) + rect.minY * CGFloat(m.5) + CGFloat(m.8)
        return cross.isFinite ? (cross < 0) != (w < 0) : false
    }
}
