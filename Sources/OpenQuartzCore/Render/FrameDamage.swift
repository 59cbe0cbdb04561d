internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// What changed on screen between two frames a ``CARenderer`` drew: the
/// device pixels to repaint.
///
/// Each frame it walks the layer trees as the compositor draws them
/// (presentation values at the frame's time, sublayers in drawing order,
/// masks) and records, per layer, the state it is drawn with, its map to
/// device pixels, where it sits among its siblings and the pixels its own
/// drawing can reach (bounds, contents placed by gravity, shadow). A layer
/// whose record differs from the previous frame's — or whose ancestor's,
/// or whose mask's, differs — damages the pixels of both records; a layer
/// no longer drawn damages its old pixels. When nothing was committed,
/// no transaction is open and no animation runs, nothing is walked: the
/// picture is the same. Conservative where it must be:
/// a layer under a projective transform, in a running transition or with
/// a shadow cast by its sublayers damages the whole surface.
///
/// Its stored properties and its records' skip Swift's dynamic
/// exclusivity checks (a call per access, on every layer of every frame):
/// it is used from the main actor only, and no access spans a call that
/// could reach the same property.
@MainActor
final class FrameDamage {
    /// A layer whose pixels may be worked out ahead, as a walk met it (see
    /// ``workAhead``): whether it is new (not met by the walks before).
    typealias WorkAheadLayer = (layer: CALayer, state: LayerState, toDevice: Homography, pixels: PixelRect?, isNew: Bool)

    /// What a frame repaints.
    enum Region {
        /// Every pixel inside the renderer's bounds.
        case everything
        /// These device pixels (none: nothing changed).
        case rects([PixelRect])
    }

    /// What walking a layer's tree found.
    struct Walked {
        var subtreeChangedFrame: Int
        var subtreeRelativeChangedFrame: Int
        var pixels: PixelRect?
        /// The pixels the tree can reach, its ancestors' clips not applied.
        var reach: PixelRect?
        /// Whether the tree holds a backdrop layer.
        var hasBackdrop: Bool
    }

    /// What the last walk found about one layer (see ``history(of:)``).
    struct History {
        /// The last frame its record changed in: what it draws or where
        /// (its own or an ancestor's change).
        var changed: Int
        /// The last frame anything in its tree changed in.
        var subtreeChanged: Int
        /// The last frame what it draws in its own coordinates changed in;
        /// moving it (its position, its ancestors) does not count.
        var contentChanged: Int
        /// The last frame anything in its tree changed relative to its
        /// superlayer in (its own position included).
        var subtreeRelativeChanged: Int
        /// The pixels its tree can reach; nil: anywhere.
        var subtreePixels: PixelRect?
    }

    /// Pixels kept clear of the damage's edges for antialiasing and filtering.
    nonisolated static let margin = 2
    /// More rectangles than this are merged into their bounding box.
    nonisolated static let maximumRects = 8

    @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
    /// The roots of the last frame and its picture generation (see
    /// `CoreAnimationState.pictureGeneration`).
    private var roots: [ObjectIdentifier] = []
    private var generation: Int?
    private var surface: PixelRect?
    private var rootMatrix: cairo_matrix_t?
    /// The rectangles of the frame being walked, with where their layers
    /// were drawn, and the pixels opaque layers cover in both frames.
    @exclusivity(unchecked) var found = OrderedDamage()
    /// How many layers the frame being walked has drawn so far.
    @exclusivity(unchecked) var drawCount = 0
    /// The ``ChangeEpoch`` the last walk started in (trees stamped with it
    /// or earlier have not changed since), and the one this walk did.
    @exclusivity(unchecked) private var lastWalkEpoch = -1
    @exclusivity(unchecked) var unchangedEpoch = -1
    /// How many hidden trees the last walk did not walk (see `skipHiddenTree`).
    @exclusivity(unchecked) var hiddenTreesSkipped = 0
    /// How many unchanged trees it did not walk (see `skipUnchangedTree`).
    @exclusivity(unchecked) var unchangedTreesSkipped = 0
    /// Layers smaller than this many device pixels cover nothing (see
    /// ``coverPixels(of:state:toDevice:clip:minimumArea:)``): a 64th of the surface.
    @exclusivity(unchecked) var minimumCoverArea = 0
    @exclusivity(unchecked) private var everything = false
    /// The backdrop layers of the frame being walked: their pixels (nil:
    /// anywhere) and how far their blur reads beyond them.
    @exclusivity(unchecked) private var backdrops: [(pixels: PixelRect?, reach: Int)] = []
    /// How many replicators the walk is inside: their sublayers are drawn
    /// as copies elsewhere, so their pixels are "anywhere".
    @exclusivity(unchecked) private var replicatorDepth = 0
    /// The layers the last walk met, in draw order, whose pixels may be
    /// worked out on another core (``CompositorCache/planWorkAhead(for:within:tolerance:)``):
    /// those with shadows that are new or changed (in themselves or where
    /// they are drawn), and new rounded ones with a background or border;
    /// with their states, device maps and the pixels they reach within
    /// their ancestors' clips (nil: anywhere).
    @exclusivity(unchecked) private(set) var workAhead: [WorkAheadLayer] = []
    /// Counts the frames walked (a frame where nothing changed is not).
    @exclusivity(unchecked) private(set) var frameNumber = 0

    /// Forgets the previous frame: the next ``damage(roots:mediaTime:in:surface:)``
    /// answers "everything".
    func reset() {
        records = [:]
        generation = nil
        surface = nil
        rootMatrix = nil
    }

    /// The pixels of `surface` to repaint for `roots` drawn at `mediaTime`
    /// into `cr` (its current matrix maps the roots' superlayer space to
    /// device pixels), as disjoint-enough rectangles; nil when everything
    /// must be repainted (the first frame, a new surface or matrix, or
    /// damage too large to be worth clipping to). Empty: nothing changed.
    func damage(roots rootLayers: [CALayer], mediaTime: CFTimeInterval, in cr: OpaquePointer, surface: PixelRect) -> [PixelRect]? {
        workAhead = []
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let comparable = self.surface == surface && rootMatrix.map { $0.isSame(as: matrix) } ?? false
        let generation = CoreAnimationState.current.pictureGeneration
        let roots = rootLayers.map(ObjectIdentifier.init)
        defer { (self.roots, self.generation) = (roots, generation) }
        if comparable, generation != nil, generation == self.generation, roots == self.roots { return [] }
        if !comparable { records = [:] }
        found.removeAll()
        drawCount = 0
        hiddenTreesSkipped = 0
        unchangedTreesSkipped = 0
        minimumCoverArea = surface.area / 64
        backdrops = []
        replicatorDepth = 0
        everything = !comparable
        frameNumber += 1
        // Running animations change their layers' trees every frame.
        CoreAnimationState.current.noteAnimatedTreeChanges()
        unchangedEpoch = comparable ? lastWalkEpoch : -1
        lastWalkEpoch = ChangeEpoch.advance()
        let pass = Compositor.Pass(cr: cr, source: .presentation(mediaTime: mediaTime))
        for (index, root) in zip(0..., rootLayers) where root.isCommitted {
            let parentTime = (root.superlayer ?? root.stored.maskOwner)?.localTime(fromMediaTime: mediaTime) ?? mediaTime
            walk(root, parentTime: parentTime, parentSublayerMap: nil, toParentDevice: Homography(cairo: matrix),
                 parent: nil, order: index, ancestorChanged: false, clip: nil, coverClip: surface, placesKept: true, pass: pass,
                 isMask: false)
        }
        var gone: [ObjectIdentifier] = []
        for (identifier, record) in records where record.seenFrame != frameNumber {
            add(record.pixels)
            gone.append(identifier)
        }
        for identifier in gone { records[identifier] = nil }
        addBackdropDamage()
        self.surface = surface
        rootMatrix = matrix
        guard !everything else { return nil }
        let plain = Self.merged(found.allPixels, in: surface)
        guard let visible = found.visiblePixels(limit: 4 * Self.maximumRects) else { return plain }
        return Self.cheaper(plain, Self.merged(visible, in: surface), in: surface, layers: drawCount)
    }

    /// Records `layer` (and what it contains): the last frame anything in
    /// its tree changed in and the pixels the tree can reach; nil when it
    /// is not drawn. `parentSublayerMap` is the superlayer's sublayer
    /// transform about its anchor point (nil: the identity); `coverClip`
    /// where its ancestors let an opaque background show unchanged (see
    /// ``sublayerCoverClip(of:state:toDevice:clip:)``; nil: nowhere);
    /// `placesKept` whether every ancestor kept its superlayer and its
    /// place among its siblings since the last frame (otherwise a layer
    /// beneath this one may now be drawn above it, and what it covers
    /// counts for nothing this frame).
    @discardableResult
    private func walk(
        _ layer: CALayer, parentTime: Double, parentSublayerMap: CATransform3D?, toParentDevice: Homography,
        parent: ObjectIdentifier?, order: Int, ancestorChanged: Bool, clip: PixelRect?, coverClip: PixelRect?,
        placesKept: Bool, pass: Compositor.Pass, isMask: Bool
    ) -> Walked? {
        guard layer.isCommitted else {
            // It will be drawn once committed: its tree changes then.
            layer.noteTreeChange()
            return nil
        }
        let (state, localTime) = Compositor.state(of: layer, parentTime: parentTime, pass: pass)
        guard !state.isHidden, state.opacity > 0, state.isDrawable else { return nil }
        var toParent = state.localToParent
        if let parentSublayerMap {
            toParent = CATransform3DConcat(toParent, parentSublayerMap)
        }
        let footprint = Homography(toParent)
        if !state.isDoubleSided && footprint.isFacingAway(state.bounds) { return nil }
        let toDevice = footprint.concatenating(toParentDevice)
        let identifier = ObjectIdentifier(layer)
        // What ancestors clipping to their bounds hide is not drawn: the
        // layer's pixels end at their bounds (anywhere becomes those).
        var ownReach = Self.pixels(of: layer, state: state, toDevice: toDevice)
        // A replicator's copies reach beyond its bounds: it and what it
        // holds count as anywhere.
        let replicates = layer is CAReplicatorLayer && CAReplicatorLayer.replicates(state)
        if replicatorDepth > 0 || replicates { ownReach = nil }
        var pixels = ownReach
        if let clip { pixels = pixels?.intersection(clip) ?? clip }
        if replicatorDepth > 0 || replicates { pixels = nil }
        if layer is BackdropLayer {
            let sigma = BackdropLayer.deviceSigma(state, scale: toDevice.lengthScale)
            backdrops.append((pixels, AlphaBlur.padding(forSigma: sigma) + Self.margin))
        }
        var sublayerClip = clip, ownClip: PixelRect?
        if state.masksToBounds, toDevice.isAffine, let box = Self.bounded(toDevice.apply(state.bounds)),
           let bounds = Self.reach(of: box) {
            sublayerClip = clip?.intersection(bounds) ?? bounds
            ownClip = bounds
        }
        // (Closures are avoided on this path: each call of one made here
        // checks the main actor's isolation at run time.)
        var mask: ObjectIdentifier?
        if let maskLayer = layer.stored.maskStorage { mask = ObjectIdentifier(maskLayer) }
        // A record seen already this frame (a layer reached twice) counts as
        // new; so does one left by a layer gone since, whose identifier this
        // layer reuses — its pixels are repainted.
        var old = records[identifier]
        let reachedTwice = old?.seenFrame == frameNumber && old?.identity == layer.renderIdentity
        if let record = old, record.seenFrame == frameNumber || record.identity != layer.renderIdentity {
            if record.identity != layer.renderIdentity, record.seenFrame != frameNumber { add(record.pixels) }
            old = nil
        }
        let drawIndex = drawCount
        if !isMask { drawCount += 1 }
        let oldDrawIndex = old?.drawIndex ?? .min
        var sameContent = false, moved = true, changed = true
        if let old {
            sameContent = old.parent == parent && old.order == order && old.mask == mask
                && old.state.drawsSame(as: state, comparingPosition: false)
            moved = old.state.position != state.position
            changed = ancestorChanged || !sameContent || moved || old.toDevice != toDevice
        }
        var contentChanged = !sameContent
        let oldPixels = old?.pixels
        var placeKept = false, bordered = Self.hasBorder(state)
        if let old {
            placeKept = placesKept && old.order == order && old.parent == parent
            bordered = bordered || Self.hasBorder(old.state)
        }
        // A border is drawn over the sublayers: nothing they cover hides it.
        let (entryOrder, entryOldOrder) = bordered ? (Int.max, Int.max) : (drawIndex, oldDrawIndex)
        // A layer drawn as last frame drew it has the shadow mask it had.
        if !isMask, toDevice.isAffine, !(pixels?.isEmpty ?? false),
           changed && state.shadowOpacity > 0 && state.shadowColor != nil
            || old == nil && state.cornerRadius > 0 && (state.backgroundColor != nil || state.borderWidth > 0) {
            workAhead.append((layer, state, toDevice, pixels, old == nil))
        }
        let record = old ?? Record(layer: layer, state: state, toDevice: toDevice, pixels: pixels, parent: parent, order: order, mask: mask)
        if old == nil { records[identifier] = record }
        record.seenFrame = frameNumber
        record.reachedTwice = reachedTwice
        record.drawIndex = drawIndex
        // Only a layer showing many pixels (its reach, clipped) may cover them.
        if !isMask, !reachedTwice, let pixels, pixels.area >= minimumCoverArea || !record.cover.isEmpty {
            if !changed, placeKept, !record.cover.isEmpty {
                // Drawn the same where it was: it covers what it covered.
                found.addCover(record.cover, order: drawIndex, oldOrder: oldDrawIndex)
            } else {
                noteCover(of: layer, state: state, toDevice: toDevice, clip: coverClip, record: record, isNew: old == nil,
                          placeKept: placeKept, order: drawIndex, oldOrder: oldDrawIndex)
            }
        }
        var subtreeChangedFrame = 0
        if let mask = layer.stored.maskStorage, let walked = walk(
            mask, parentTime: localTime, parentSublayerMap: nil, toParentDevice: toDevice, parent: identifier, order: -1,
            ancestorChanged: changed, clip: nil, coverClip: nil, placesKept: false, pass: pass, isMask: true)
        {
            changed = changed || walked.subtreeChangedFrame == frameNumber
            contentChanged = contentChanged || walked.subtreeRelativeChangedFrame == frameNumber
            subtreeChangedFrame = walked.subtreeChangedFrame
        }
        if changed || old == nil { record.changedFrame = frameNumber }
        if contentChanged || old == nil { record.contentChangedFrame = frameNumber }
        if contentChanged || moved || old == nil { record.relativeChangedFrame = frameNumber }
        var subtreeRelativeChangedFrame = record.relativeChangedFrame
        if changed && !isMask {
            // A layer new to the frame has no old pixels to repaint.
            if old != nil { add(oldPixels, order: entryOrder, oldOrder: entryOldOrder) }
            add(pixels, order: entryOrder, oldOrder: entryOldOrder)
        }
        if old != nil {
            // A state that draws the same where it was is kept: the next
            // frame compares only what `drawsSame` and the position read.
            if !sameContent || moved { record.state = state }
            record.toDevice = toDevice
            record.pixels = pixels
            record.parent = parent
            record.order = order
            record.mask = mask
        }
        var subtreePixels = pixels, reach = ownReach, hasBackdrop = layer is BackdropLayer
        subtreeChangedFrame = Swift.max(subtreeChangedFrame, record.changedFrame)
        if replicates { replicatorDepth += 1 }
        defer { if replicates { replicatorDepth -= 1 } }
        if !layer.stored.sublayerStorage.isEmpty {
            let sublayerMap = state.sublayerMap
            let sublayerCoverClip = isMask ? nil : Self.sublayerCoverClip(of: layer, state: state, toDevice: toDevice, clip: coverClip)
            var childrenToDevice = toDevice
            if let sublayerMap { childrenToDevice = Homography(sublayerMap).concatenating(toDevice) }
            // Sublayers whose trees a clip hid last frame and still hides
            // are not walked if nothing in them changed (see `skipHiddenTree`).
            let shift = isMask || old == nil ? nil : Self.shift(from: record.childrenToDevice, to: childrenToDevice)
            record.childrenToDevice = childrenToDevice
            for (index, sublayer) in Compositor.sublayersInDrawingOrder(of: layer, localTime: localTime, pass: pass).enumerated() {
                var skipped: Walked?
                if !changed, !isMask {
                    skipped = skipUnchangedTree(of: sublayer, parent: identifier, order: index, placesKept: placeKept)
                }
                if skipped == nil, let shift, let sublayerClip {
                    skipped = skipHiddenTree(
                        of: sublayer, shift: shift, clip: sublayerClip, parent: identifier, order: index, ancestorChanged: changed)
                }
                guard let walked = skipped ?? walk(
                    sublayer, parentTime: localTime, parentSublayerMap: sublayerMap, toParentDevice: toDevice, parent: identifier,
                    order: index, ancestorChanged: changed, clip: sublayerClip, coverClip: sublayerCoverClip,
                    placesKept: placeKept, pass: pass, isMask: isMask)
                else { continue }
                hasBackdrop = hasBackdrop || walked.hasBackdrop
                // What this layer's own clip hides of its sublayers is not in its reach.
                if let mine = reach {
                    if var theirs = walked.reach {
                        if let ownClip { theirs = theirs.intersection(ownClip) }
                        reach = mine.union(theirs)
                    } else if let ownClip {
                        reach = mine.union(ownClip)
                    } else {
                        reach = nil
                    }
                }
                subtreeChangedFrame = Swift.max(subtreeChangedFrame, walked.subtreeChangedFrame)
                subtreeRelativeChangedFrame = Swift.max(subtreeRelativeChangedFrame, walked.subtreeRelativeChangedFrame)
                if let mine = subtreePixels, let theirs = walked.pixels {
                    subtreePixels = mine.union(theirs)
                } else {
                    subtreePixels = nil
                }
            }
        }
        record.subtreeChangedFrame = subtreeChangedFrame
        record.subtreeRelativeChangedFrame = subtreeRelativeChangedFrame
        record.subtreePixels = subtreePixels
        record.reach = reach
        record.treeShowed = !isMask && !Self.misses(reach, clip)
        record.treeHasBackdrop = hasBackdrop
        return Walked(
            subtreeChangedFrame: subtreeChangedFrame, subtreeRelativeChangedFrame: subtreeRelativeChangedFrame, pixels: subtreePixels,
            reach: reach, hasBackdrop: hasBackdrop)
    }

    /// A backdrop shows a blur of what is beneath it: damage within its
    /// blur's reach repaints the whole surface. (Repainting only the
    /// backdrop and its reach was tried: pictures at a fractional scale
    /// then differed from a fresh drawing while the blur's radius was
    /// animating; the whole surface is always right.)
    private func addBackdropDamage() {
        guard !everything else { return }
        for backdrop in backdrops {
            guard let pixels = backdrop.pixels else {
                everything = true
                return
            }
            let reach = PixelRect(
                minX: pixels.minX - backdrop.reach, minY: pixels.minY - backdrop.reach,
                maxX: pixels.maxX + backdrop.reach, maxY: pixels.maxY + backdrop.reach)
            if found.entries.contains(where: { $0.pixels.intersection(reach).area > 0 }) {
                everything = true
                return
            }
        }
    }

    /// Adds damage a layer drawn at `order` this frame and `oldOrder` the
    /// last causes (see ``OrderedDamage``; by default nothing hides it).
    @inline(__always)
    private func add(_ pixels: PixelRect?, order: Int = .max, oldOrder: Int = .max) {
        guard let pixels else {
            everything = true
            return
        }
        found.add(pixels, order: order, oldOrder: oldOrder)
    }


}
