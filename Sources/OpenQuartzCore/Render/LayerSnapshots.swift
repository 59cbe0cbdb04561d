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
/// in a frame that repaints the whole of the layer's bounds, after the
/// longest run of leading sublayers (in drawing order) that did not change
/// in that frame and draw nowhere outside the bounds; a later frame copies
/// it back while the layer, its place on screen and those sublayers stay
/// as they were (``FrameDamage/history(of:)``), then draws the rest. A copy
/// of the same pixels is what drawing them again gives, so frames stay
/// the picture drawn from scratch.
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
        weak var layer: CALayer?
        let surface: OpaquePointer
        let rect: PixelRect
        let matrix: cairo_matrix_t
        let prefix: [ObjectIdentifier]
        /// Which of them were drawn (a hidden one has no history).
        let drawn: [Bool]
        let frame: Int
        var lastUsed: Int

        init(
            layer: CALayer, surface: OpaquePointer, rect: PixelRect, matrix: cairo_matrix_t, prefix: [ObjectIdentifier],
            drawn: [Bool], frame: Int
        ) {
            self.layer = layer
            self.surface = surface
            self.rect = rect
            self.matrix = matrix
            self.prefix = prefix
            self.drawn = drawn
            self.frame = frame
            lastUsed = frame
        }

        deinit { cairo_surface_destroy(surface) }

        var byteCount: Int { rect.area * 4 }
    }

    /// A faded layer's group as drawn before its opacity is applied.
    private final class Group {
        weak var layer: CALayer?
        /// The popped group (a surface pattern placed in device space).
        let pattern: OpaquePointer
        /// The layer's state at opacity 1, and the matrix it was drawn with.
        let state: LayerState
        let matrix: cairo_matrix_t
        let byteCount: Int
        var lastUsed: Int

        init(layer: CALayer, pattern: OpaquePointer, state: LayerState, matrix: cairo_matrix_t, byteCount: Int, frame: Int) {
            self.layer = layer
            self.pattern = cairo_pattern_reference(pattern)
            self.state = state
            self.matrix = matrix
            self.byteCount = byteCount
            lastUsed = frame
        }

        deinit { cairo_pattern_destroy(pattern) }
    }

    static let maximumCount = 6
    static let maximumBytes = 64 << 20

    private var snapshots: [ObjectIdentifier: Snapshot] = [:]
    private var groups: [ObjectIdentifier: Group] = [:]
    /// What the frames drawn so far looked like, layer by layer.
    let damage: FrameDamage
    /// Whether the frame being drawn copied a snapshot back.
    private(set) var restoredThisFrame = false

    init(damage: FrameDamage) {
        self.damage = damage
    }

    /// The bytes the snapshots and kept groups hold.
    var byteCount: Int {
        snapshots.values.reduce(0) { $0 + $1.byteCount } + groups.values.reduce(0) { $0 + $1.byteCount }
    }

    /// Starts a frame.
    func startFrame() {
        restoredThisFrame = false
    }

    /// Forgets every snapshot.
    func removeAll() {
        snapshots = [:]
        groups = [:]
    }

    /// Copies back `layer`'s snapshot if it is still what drawing its
    /// background and its first sublayers of `order` would give; how many
    /// of them it holds (0: none copied — draw as usual).
    func restore(_ layer: CALayer, state: LayerState, order: [CALayer], pass: Compositor.Pass) -> Int {
        let identifier = ObjectIdentifier(layer)
        guard let snapshot = snapshots[identifier], let (rect, matrix) = placement(of: layer, state: state, pass: pass),
              snapshot.layer === layer, snapshot.rect == rect, Self.same(snapshot.matrix, matrix),
              snapshot.prefix.count <= order.count,
              let own = damage.history(of: layer), own.changed < snapshot.frame
        else { return 0 }
        for (index, sublayer) in order.prefix(snapshot.prefix.count).enumerated() {
            guard ObjectIdentifier(sublayer) == snapshot.prefix[index] else { return 0 }
            let history = damage.history(of: sublayer)
            guard (history != nil) == snapshot.drawn[index], history.map({ $0.subtreeChanged < snapshot.frame }) ?? true
            else { return 0 }
        }
        let cr = pass.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.maxX - rect.minX), Double(rect.maxY - rect.minY))
        cairo_clip(cr)
        cairo_set_source_surface(cr, snapshot.surface, Double(rect.minX), Double(rect.minY))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        snapshot.lastUsed = damage.frameNumber
        restoredThisFrame = true
        return snapshot.prefix.count
    }

    /// How many leading sublayers of `order` to snapshot `layer` after (0:
    /// none): those that did not change this frame and draw only inside
    /// its bounds, when this frame repaints all of its bounds.
    func prefixToCapture(_ layer: CALayer, state: LayerState, order: [CALayer], pass: Compositor.Pass) -> Int {
        guard order.count >= 2, let (rect, _) = placement(of: layer, state: state, pass: pass),
              let clip = pass.clip, clip.contains(rect),
              let own = damage.history(of: layer), own.changed < damage.frameNumber
        else { return 0 }
        var count = 0
        for sublayer in order {
            guard let history = damage.history(of: sublayer) else {
                // Not drawn this frame: nothing of it is in the pixels.
                count += 1
                continue
            }
            guard history.subtreeChanged < damage.frameNumber,
                  state.masksToBounds || history.subtreePixels.map({ rect.contains($0.intersection(clip)) }) ?? false
            else { break }
            count += 1
        }
        return count
    }

    /// Keeps the pixels of `layer`'s bounds as they are now, after its
    /// background and the first `count` sublayers of `order`.
    func capture(_ layer: CALayer, state: LayerState, count: Int, order: [CALayer], pass: Compositor.Pass) {
        guard let (rect, matrix) = placement(of: layer, state: state, pass: pass) else { return }
        let target = cairo_get_target(pass.cr)
        cairo_surface_flush(target)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rect.maxX - rect.minX), Int32(rect.maxY - rect.minY))!
        let copy = cairo_create(surface)!
        cairo_set_source_surface(copy, target, Double(-rect.minX), Double(-rect.minY))
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        cairo_destroy(copy)
        let identifier = ObjectIdentifier(layer)
        snapshots[identifier] = Snapshot(
            layer: layer, surface: surface, rect: rect, matrix: matrix, prefix: order.prefix(count).map(ObjectIdentifier.init),
            drawn: order.prefix(count).map { damage.history(of: $0) != nil }, frame: damage.frameNumber)
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
        guard let group = groups[ObjectIdentifier(layer)], group.layer === layer, Self.keepsGroup(of: layer, state: state)
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var unfaded = state
        unfaded.opacity = 1
        guard Self.same(group.matrix, matrix), unfaded.drawsSame(as: group.state) else { return nil }
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

    /// Drops what belongs to layers gone and the least recently used beyond the limits.
    private func trim() {
        snapshots = snapshots.filter { $0.value.layer != nil }
        groups = groups.filter { $0.value.layer != nil }
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

    private static func same(_ a: cairo_matrix_t, _ b: cairo_matrix_t) -> Bool {
        a.xx == b.xx && a.yx == b.yx && a.xy == b.xy && a.yy == b.yy && a.x0 == b.x0 && a.y0 == b.y0
    }
}
