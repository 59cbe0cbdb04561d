internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension FrameDamage {
    /// The device pixels `layer`, drawn in `state` under the map
    /// `toDevice`, paints with its opaque background colour and nothing
    /// of its own over it, inside `clip` (what its ancestors let show,
    /// nil: not known to be opaque there; see ``sublayerCoverClip(of:state:toDevice:clip:)``).
    ///
    /// Conservative: a layer of one opaque colour (no contents, drawing,
    /// mask, transition, rasterization; opacity 1) under an axis-aligned
    /// affine map; its rounded corners and border are left out. Layers
    /// smaller than `minimumArea` device pixels are not looked at (they
    /// would hide little). Sublayers are drawn over it (they have their
    /// own damage); what it covers shows only what they draw.
    static func coverPixels(
        of layer: CALayer, state: LayerState, toDevice: Homography, clip: PixelRect?, minimumArea: Int
    ) -> [PixelRect] {
        // The cheap tests first: most layers are small, hidden by a clip or
        // not opaque.
        guard let clip, toDevice.isAffine, toDevice.m.1 == 0, toDevice.m.3 == 0, state.opacity >= 1,
              abs(Double(state.bounds.width * state.bounds.height) * toDevice.m.0 * toDevice.m.4) >= Double(minimumArea),
              let background = state.backgroundColor, background.alpha >= 1,
              let box = PixelRect(inside: state.bounds, under: cairo_matrix_t(affine: toDevice.affine)),
              !box.intersection(clip).isEmpty,
              layer.stored.maskStorage == nil, state.transition == nil, state.contents == nil, state.contentsTransition == nil,
              !state.shouldRasterize, !layer.drawsOwnContent, !(layer is BackdropLayer), !(layer is CAReplicatorLayer),
              background.rgba.alpha >= 1
        else { return [] }
        let matrix = cairo_matrix_t(affine: toDevice.affine)
        let border = hasBorder(state) ? state.borderWidth : 0
        var pixels: [PixelRect] = []
        for rect in LayerShape(state).interior {
            let inner = rect.insetBy(dx: border, dy: border)
            guard !inner.isEmpty, let inside = PixelRect(inside: inner, under: matrix)?.intersection(clip), !inside.isEmpty
            else { continue }
            pixels.append(inside)
        }
        return pixels
    }

    /// The clip within which `layer`'s sublayers may cover pixels
    /// opaquely, given `clip`, the layer's own (nil: none can): narrowed
    /// to its bounds when it clips to them with square corners; nil when
    /// it draws them into a group or pattern (opacity below 1, a mask, a
    /// transition, rasterization, a replicator), clips them with rounded
    /// corners or is not mapped axis-aligned while clipping.
    static func sublayerCoverClip(
        of layer: CALayer, state: LayerState, toDevice: Homography, clip: PixelRect?
    ) -> PixelRect? {
        guard let clip, state.opacity >= 1, layer.stored.maskStorage == nil else { return nil }
        let plain = state.hasDefaultRareValues
        guard plain || (state.transition == nil && !state.shouldRasterize), !(layer is CAReplicatorLayer) else { return nil }
        guard state.masksToBounds else { return clip }
        guard state.cornerRadius <= 0 || (!plain && state.maskedCorners.isEmpty), toDevice.isAffine else { return nil }
        let matrix = cairo_matrix_t(affine: toDevice.affine)
        guard let inside = PixelRect(inside: state.bounds, under: matrix) else { return nil }
        return clip.intersection(inside)
    }

    /// Whether a layer in `state` draws a border (over its sublayers).
    nonisolated static func hasBorder(_ state: LayerState) -> Bool {
        state.borderWidth > 0 && (state.borderColor?.alpha ?? 0) > 0
    }

    /// About how many pixels repainting costs as much as drawing one layer
    /// once more (walking to it, working out its state, clipping): each
    /// rectangle of damage is a pass over the whole tree.
    nonisolated static let pixelsPerLayer = 2_000

    /// The damage to repaint, of `plain` (covers not taken into account)
    /// and `covered` (taken into account; fewer pixels, perhaps in more
    /// rectangles — nil for either: everything): the one that costs less,
    /// counting the pixels and, for each rectangle, a pass over `layers`
    /// layers (``pixelsPerLayer``).
    nonisolated static func cheaper(_ plain: [PixelRect]?, _ covered: [PixelRect]?, in surface: PixelRect, layers: Int)
        -> [PixelRect]?
    {
        func cost(_ rects: [PixelRect]?) -> Int {
            guard let rects else { return surface.area + layers * pixelsPerLayer }
            return rects.reduce(0) { $0 + $1.area } + rects.count * layers * pixelsPerLayer
        }
        return cost(covered) <= cost(plain) ? covered : plain
    }

    /// Records the pixels `layer` (its record `record`, new this frame when
    /// `isNew`) covers opaquely this frame, and adds those it covered the
    /// same way last frame too to the damage's covers (drawn at `order`
    /// this frame and `oldOrder` the last) when it kept its place among
    /// its siblings (`placeKept`, its ancestors' included).
    /// Kept out of ``walk(_:parentTime:parentSublayerMap:toParentDevice:parent:order:ancestorChanged:clip:coverClip:placesKept:pass:isMask:)``,
    /// which most layers pass through without covering anything.
    @inline(never)
    func noteCover(
        of layer: CALayer, state: LayerState, toDevice: Homography, clip: PixelRect?, record: Record, isNew: Bool,
        placeKept: Bool, order: Int, oldOrder: Int
    ) {
        let cover = Self.coverPixels(of: layer, state: state, toDevice: toDevice, clip: clip, minimumArea: minimumCoverArea)
        // The record's state is still the last frame's here.
        if !isNew, placeKept, !cover.isEmpty, !record.cover.isEmpty, record.state.backgroundColor == state.backgroundColor {
            found.addCover(OrderedDamage.common(record.cover, cover), order: order, oldOrder: oldOrder)
        }
        record.cover = cover
    }
}
