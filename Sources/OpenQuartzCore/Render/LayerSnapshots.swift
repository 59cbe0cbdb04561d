internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// Backing stores for the static part of an opaque layer: the pixels of
/// its bounds after its background and its first sublayers are drawn,
/// kept while none of them changes, and copied back instead of drawn.
///
/// A layer qualifies when what it draws before those sublayers covers its
/// bounds opaquely and does not depend on what is beneath — an opaque,
/// square-cornered background, no contents, drawn unfaded outside any
/// group — and its bounds fall on whole device pixels. A snapshot is taken
/// of the part of the layer's bounds a frame repaints, after the longest
/// run of leading sublayers (in drawing order) that did not change in that
/// frame and draw nowhere outside the bounds; a later frame copies it back
/// while the layer and those sublayers draw what they drew in the layer's
/// own coordinates (``FrameDamage/history(of:)``) and the layer is where
/// it was or moved by whole device pixels (a cell of a scrolling list) —
/// as long as the pixels that frame needs were kept — then draws the rest.
/// A copy of the same pixels is what drawing them again gives (Cairo's
/// rasterisation does not change under a whole-pixel shift), so frames
/// stay the picture drawn from scratch.
///
/// It also keeps the group of a faded layer without sublayers, mask or
/// transition — what the layer draws before its opacity is applied — and
/// paints it again with the new opacity while nothing else about the layer
/// changes (a dimming view fading in): the same operation as drawing the
/// group again.
///
/// Snapshots and groups are kept for at most ``maximumCount`` layers and
/// ``maximumBytes`` together, the least recently used dropped first.
@MainActor
final class LayerSnapshots {
    /// One layer's kept pixels.
    private final class Snapshot {
        /// The layer's ``CALayer/renderIdentity``.
        let identity: UInt64
        let surface: OpaquePointer
        /// The layer's bounds in device pixels when it was taken.
        let rect: PixelRect
        /// The part of `rect` the frame drew (the rest was clipped away).
        let valid: PixelRect
        let matrix: cairo_matrix_t
        let prefix: [ObjectIdentifier]
        /// Which of them were drawn (a hidden one has no history).
        let drawn: [Bool]
        /// Whether every one of them has known, affine pixels, so the
        /// copy may be placed elsewhere by whole pixels.
        let movable: Bool
        let frame: Int
        var lastUsed: Int

        init(
            layer: CALayer, surface: OpaquePointer, rect: PixelRect, valid: PixelRect, matrix: cairo_matrix_t,
            prefix: [ObjectIdentifier], drawn: [Bool], movable: Bool, frame: Int
        ) {
            identity = layer.renderIdentity
            self.surface = surface
            self.rect = rect
            self.valid = valid
            self.matrix = matrix
            self.prefix = prefix
            self.drawn = drawn
            self.movable = movable
            self.frame = frame
            lastUsed = frame
        }

        deinit { cairo_surface_destroy(surface) }

        var byteCount: Int { rect.area * 4 }

        /// The whole-pixel offset from where it was taken to `matrix`, when
        /// the two differ only by one.
        func offset(to matrix: cairo_matrix_t) -> (x: Int, y: Int)? {
            guard matrix.xx == self.matrix.xx, matrix.yx == self.matrix.yx, matrix.xy == self.matrix.xy,
                  matrix.yy == self.matrix.yy
            else { return nil }
            let dx = matrix.x0 - self.matrix.x0, dy = matrix.y0 - self.matrix.y0
            guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e8, abs(dy) < 1e8 else { return nil }
            return (Int(dx), Int(dy))
        }
    }

    /// A faded layer's group as drawn before its opacity is applied.
    private final class Group {
        /// The layer's ``CALayer/renderIdentity``.
        let identity: UInt64
        /// The popped group (a surface pattern placed in device space).
        let pattern: OpaquePointer
        /// The layer's state at opacity 1, and the matrix it was drawn with.
        let state: LayerState
        let matrix: cairo_matrix_t
        let byteCount: Int
        var lastUsed: Int

        init(layer: CALayer, pattern: OpaquePointer, state: LayerState, matrix: cairo_matrix_t, byteCount: Int, frame: Int) {
            identity = layer.renderIdentity
            self.pattern = cairo_pattern_reference(pattern)
            self.state = state
            self.matrix = matrix
            self.byteCount = byteCount
            lastUsed = frame
        }

        deinit { cairo_pattern_destroy(pattern) }
    }

    static let maximumCount = 256
    static let maximumBytes = 64 << 20

    private var snapshots: [ObjectIdentifier: Snapshot] = [:]
    private var groups: [ObjectIdentifier: Group] = [:]
    /// What the frames drawn so far looked like, layer by layer.
    let damage: FrameDamage
    /// Whether the frame being drawn copied a snapshot or group back.
    private(set) var restoredThisFrame = false
    /// How many snapshots the frame being drawn copied back.
    private(set) var copiedThisFrame = 0
    /// A copy back waiting for what is drawn next (see ``restore(_:state:localTime:order:pass:)``).
    private(set) var pendingCopy: PendingSnapshotCopy?
    /// How many copies the frame being drawn darkened on the way (a
    /// fill fused into them).
    private(set) var darkenedThisFrame = 0

    init(damage: FrameDamage) {
        self.damage = damage
    }

    /// The bytes the snapshots and kept groups hold.
    var byteCount: Int {
        var total = 0
        for snapshot in snapshots.values { total += snapshot.byteCount }
        for group in groups.values { total += group.byteCount }
        return total
    }

    /// Copies a waiting snapshot back now (nothing when none waits).
    func flushPendingCopy() {
        guard let copy = pendingCopy else { return }
        pendingCopy = nil
        if copy.wasFused { darkenedThisFrame += 1 }
        copy.flush()
    }

    /// Starts a frame.
    func startFrame() {
        restoredThisFrame = false
        copiedThisFrame = 0
        darkenedThisFrame = 0
    }

    /// Forgets every snapshot.
    func removeAll() {
        snapshots = [:]
        groups = [:]
    }

    /// Copies back `layer`'s snapshot if it is still what drawing its
    /// background and its first sublayers of `order` would give, where the
    /// layer is now; how many of them it holds (0: none copied — draw as
    /// usual).
    ///
    /// The layer may have moved by whole device pixels since (a scrolled
    /// cell): what it and those sublayers draw in its own coordinates must
    /// be unchanged, and the pixels this pass needs must be among those
    /// the snapshot's frame drew. Pixels that the sublayers drawn after
    /// those paint opaquely are not copied.
    ///
    /// With the pass's clip known, the copy waits in ``pendingCopy`` for
    /// what is drawn next (``PendingSnapshotCopy``): the caller draws its
    /// next sublayer, which may take it, and flushes it after.
    func restore(_ layer: CALayer, state: LayerState, localTime: Double, order: [CALayer], pass: Compositor.Pass) -> Int {
        let identifier = ObjectIdentifier(layer)
        guard let snapshot = snapshots[identifier], snapshot.identity == layer.renderIdentity,
              let (rect, matrix) = placement(of: layer, state: state, pass: pass),
              let offset = snapshot.offset(to: matrix), offset == (0, 0) || snapshot.movable,
              rect == snapshot.rect.offsetBy(offset), snapshot.prefix.count <= order.count,
              let own = damage.history(of: layer), own.contentChanged < snapshot.frame
        else { return 0 }
        let needed = pass.clip?.intersection(rect) ?? rect
        guard snapshot.valid.offsetBy(offset).contains(needed) else { return 0 }
        for (index, sublayer) in order.prefix(snapshot.prefix.count).enumerated() {
            guard ObjectIdentifier(sublayer) == snapshot.prefix[index] else { return 0 }
            let history = damage.history(of: sublayer)
            guard (history != nil) == snapshot.drawn[index], history == nil || history!.subtreeRelativeChanged < snapshot.frame
            else { return 0 }
        }
        let covered = Compositor.pixelsCovered(
            by: order.dropFirst(snapshot.prefix.count), state: state, localTime: localTime, pass: pass, alpha: 1)
        let visible = covered.isEmpty ? [needed] : needed.subtracting(covered)
        if !visible.isEmpty {
            let copy = PendingSnapshotCopy(cr: pass.cr, surface: snapshot.surface, origin: (rect.minX, rect.minY), pieces: visible)
            if pass.clip != nil {
                flushPendingCopy()
                pendingCopy = copy
            } else {
                copy.flush()
            }
        }
        snapshot.lastUsed = damage.frameNumber
        restoredThisFrame = true
        copiedThisFrame += 1
        return snapshot.prefix.count
    }

    /// How many leading sublayers of `order` to snapshot `layer` after (0:
    /// none): those that did not change this frame and draw only inside
    /// its bounds, when this pass's clip is known and holds some of them.
    func prefixToCapture(_ layer: CALayer, state: LayerState, order: [CALayer], pass: Compositor.Pass) -> Int {
        guard order.count >= 2, let (rect, _) = placement(of: layer, state: state, pass: pass),
              let clip = pass.clip, rect.intersection(clip).area > 0,
              let own = damage.history(of: layer), own.contentChanged < damage.frameNumber
        else { return 0 }
        var count = 0
        for sublayer in order {
            guard let history = damage.history(of: sublayer) else {
                // Not drawn this frame: nothing of it is in the pixels.
                count += 1
                continue
            }
            var inside = state.masksToBounds
            if !inside, let pixels = history.subtreePixels { inside = rect.contains(pixels.intersection(clip)) }
            guard history.subtreeRelativeChanged < damage.frameNumber, inside else { break }
            count += 1
        }
        return count
    }

    /// Keeps the pixels of `layer`'s bounds as they are now, after its
    /// background and the first `count` sublayers of `order` (those inside
    /// the pass's clip; the rest are not kept).
    func capture(_ layer: CALayer, state: LayerState, count: Int, order: [CALayer], pass: Compositor.Pass) {
        guard let (rect, matrix) = placement(of: layer, state: state, pass: pass), let clip = pass.clip else { return }
        let valid = rect.intersection(clip)
        let target = cairo_get_target(pass.cr)
        cairo_surface_flush(target)
        let identifier = ObjectIdentifier(layer)
        let width = Int32(rect.maxX - rect.minX), height = Int32(rect.maxY - rect.minY)
        // The layer's last surface is written over when it has the size.
        let surface: OpaquePointer
        if let old = snapshots[identifier], cairo_image_surface_get_width(old.surface) == width,
           cairo_image_surface_get_height(old.surface) == height {
            surface = cairo_surface_reference(old.surface)
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        }
        let copy = cairo_create(surface)!
        cairo_rectangle(
            copy, Double(valid.minX - rect.minX), Double(valid.minY - rect.minY), Double(valid.maxX - valid.minX),
            Double(valid.maxY - valid.minY))
        cairo_clip(copy)
        cairo_set_source_surface(copy, target, Double(-rect.minX), Double(-rect.minY))
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        cairo_destroy(copy)
        let histories = order.prefix(count).map { damage.history(of: $0) }
        snapshots[identifier] = Snapshot(
            layer: layer, surface: surface, rect: rect, valid: valid, matrix: matrix,
            prefix: order.prefix(count).map(ObjectIdentifier.init), drawn: histories.map { $0 != nil },
            movable: histories.allSatisfy { $0 == nil || $0?.subtreePixels != nil }, frame: damage.frameNumber)
        trim()
    }

    /// Where `layer` would be kept: its bounds in whole device pixels and
    /// the current matrix; nil when it does not qualify (see the type).
    private func placement(of layer: CALayer, state: LayerState, pass: Compositor.Pass) -> (PixelRect, cairo_matrix_t)? {
        let cr = pass.cr
        guard let background = state.backgroundColor, background.rgba.alpha >= 1,
              state.cornerRadius <= 0 || state.maskedCorners.isEmpty, state.contents == nil, state.contentsTransition == nil,
              state.opacity >= 1, state.transition == nil, layer.stored.maskStorage == nil, !layer.drawsOwnContent,
              cairo_get_group_target(cr) == cairo_get_target(cr)
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard let rect = PixelRect(exactly: state.bounds, under: matrix), rect.area > 0 else { return nil }
        return (rect, matrix)
    }

    // MARK: Faded groups

    /// The kept group of a faded layer without sublayers, mask or
    /// transition (what it draws before its opacity is applied), when the
    /// layer is drawn as it was then but for its opacity, with the same
    /// matrix; nil otherwise. Painted with the new opacity it gives the
    /// same pixels as the group drawn again.
    func group(for layer: CALayer, state: LayerState, in cr: OpaquePointer) -> OpaquePointer? {
        guard let group = groups[ObjectIdentifier(layer)], group.identity == layer.renderIdentity,
              Self.keepsGroup(of: layer, state: state)
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var unfaded = state
        unfaded.opacity = 1
        guard group.matrix.isSame(as: matrix), unfaded.drawsSame(as: group.state) else { return nil }
        group.lastUsed = damage.frameNumber
        restoredThisFrame = true
        return group.pattern
    }

    /// Keeps `pattern`, the popped group of `layer`, when the pass drew all
    /// of it (its clip held the group's `extent`, in user space).
    func keepGroup(_ pattern: OpaquePointer, of layer: CALayer, state: LayerState, extent: CGRect, pass: Compositor.Pass) {
        guard Self.keepsGroup(of: layer, state: state), let clip = pass.clip,
              let box = PixelRect(covering: extent, under: pass.cr), clip.contains(box)
        else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pass.cr, &matrix)
        var unfaded = state
        unfaded.opacity = 1
        groups[ObjectIdentifier(layer)] = Group(
            layer: layer, pattern: pattern, state: unfaded, matrix: matrix, byteCount: box.area * 4, frame: damage.frameNumber)
        trim()
    }

    private static func keepsGroup(of layer: CALayer, state: LayerState) -> Bool {
        layer.stored.sublayerStorage.isEmpty && layer.stored.maskStorage == nil && state.transition == nil
            && state.contentsTransition == nil && !layer.drawsOwnContent
    }

    /// Drops what belongs to layers this frame does not draw (gone, removed
    /// or hidden: ``FrameDamage`` has no record of them) and the least
    /// recently used beyond the limits.
    private func trim() {
        // Loops, not `filter`: a closure made here checks the main actor's
        // isolation at each call, and `filter` copies the dictionary.
        var gone: [ObjectIdentifier] = []
        for (key, snapshot) in snapshots where !damage.records(key, identity: snapshot.identity) { gone.append(key) }
        for key in gone { snapshots[key] = nil }
        gone.removeAll()
        for (key, group) in groups where !damage.records(key, identity: group.identity) { gone.append(key) }
        for key in gone { groups[key] = nil }
        while snapshots.count + groups.count > Self.maximumCount || byteCount > Self.maximumBytes {
            let oldestSnapshot = snapshots.min(by: { $0.value.lastUsed < $1.value.lastUsed })
            let oldestGroup = groups.min(by: { $0.value.lastUsed < $1.value.lastUsed })
            if let snapshot = oldestSnapshot, oldestGroup.map({ snapshot.value.lastUsed <= $0.value.lastUsed }) ?? true {
                snapshots[snapshot.key] = nil
            } else if let group = oldestGroup {
                groups[group.key] = nil
            } else {
                break
            }
        }
    }
}
