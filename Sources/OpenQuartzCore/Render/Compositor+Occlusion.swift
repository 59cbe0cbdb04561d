internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension Compositor {
    /// The device pixels that `layer`, drawn next as a sublayer (or root)
    /// in the current space of `pass` at `alpha`, paints with an opaque
    /// colour at full coverage: its background's interior, so nothing drawn
    /// on those pixels before it in the frame still shows afterwards.
    ///
    /// Conservative: empty unless the pass's clip is known, the layer is
    /// drawn (committed, shown, facing the viewer), fully opaque (opacity
    /// and `alpha` 1, no mask or transition) with an opaque background, and
    /// the parent has no sublayer transform and the layer's transform to
    /// the device keeps rectangles axis-aligned.
    static func opaquePixels(
        of layer: CALayer, parentTime: Double, parentSublayerMap: CATransform3D?, pass: Pass, alpha: Double
    ) -> [PixelRect] {
        guard pass.clip != nil, alpha >= 1, layer.stored.maskStorage == nil else { return [] }
        if case .presentation = pass.source, !layer.isCommitted { return [] }
        if parentSublayerMap != nil { return [] }
        let (state, _) = state(of: layer, parentTime: parentTime, pass: pass)
        guard !state.isHidden, state.opacity >= 1, state.isDrawable, state.transition == nil,
              let background = state.backgroundColor, background.rgba.alpha >= 1
        else { return [] }
        let footprint = Homography(state.localToParent)
        guard footprint.isAffine, state.isDoubleSided || !footprint.isFacingAway(state.bounds) else { return [] }
        var current = cairo_matrix_t()
        cairo_get_matrix(pass.cr, &current)
        var local = cairo_matrix_t(affine: footprint.affine)
        var device = cairo_matrix_t()
        cairo_matrix_multiply(&device, &local, &current)
        var pixels: [PixelRect] = []
        for rect in LayerShape(state).interior {
            if let inside = PixelRect(inside: rect, under: device) { pixels.append(inside) }
        }
        return pixels
    }

    /// Fills a layer's plain (unrounded) background with `color` at
    /// `alpha` only where its sublayers, drawn right after, leave it
    /// visible (see ``opaquePixels(of:parentTime:parentSublayerMap:pass:alpha:)``),
    /// and says whether it did. False — fill it whole — unless the pass's
    /// clip is known, the rectangle lies on whole device pixels and a
    /// sublayer covers part of it. The pixels that are filled are the ones
    /// a whole fill gives.
    static func fillUncoveredBackground(
        _ rect: CGRect, of layer: CALayer, state: LayerState, localTime: Double, color: CGColor, alpha: Double, pass: Pass
    ) -> Bool {
        guard let clip = pass.clip, !layer.stored.sublayerStorage.isEmpty else { return false }
        let cr = pass.cr
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard let pixels = PixelRect(exactly: rect, under: matrix) else { return false }
        let covered = pixelsCoveredBySublayers(of: layer, state: state, localTime: localTime, pass: pass, alpha: alpha)
        guard !covered.isEmpty else { return false }
        let visible = pixels.intersection(clip).subtracting(covered)
        guard !visible.isEmpty else { return true }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for piece in visible {
            cairo_rectangle(cr, Double(piece.minX), Double(piece.minY), Double(piece.maxX - piece.minX),
                            Double(piece.maxY - piece.minY))
        }
        setSource(cr, color, alpha: alpha)
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }

    /// The device pixels `layer`'s sublayers, drawn at `alpha`, paint with
    /// an opaque colour at full coverage (see
    /// ``opaquePixels(of:parentTime:parentSublayerMap:pass:alpha:)``); none when
    /// the pass's clip is unknown. Sublayers whose model bounds are smaller
    /// than a 64th of the layer's are not looked at (they would save little).
    static func pixelsCoveredBySublayers(
        of layer: CALayer, state: LayerState, localTime: Double, pass: Pass, alpha: Double
    ) -> [PixelRect] {
        pixelsCovered(by: layer.stored.sublayerStorage, state: state, localTime: localTime, pass: pass, alpha: alpha)
    }

    /// The same for some of the sublayers of a layer in `state`.
    static func pixelsCovered(
        by sublayers: some Sequence<CALayer>, state: LayerState, localTime: Double, pass: Pass, alpha: Double
    ) -> [PixelRect] {
        guard pass.clip != nil else { return [] }
        let smallest = abs(state.bounds.width * state.bounds.height) / 64
        var covered: [PixelRect] = []
        let sublayerMap = state.sublayerMap
        for sublayer in sublayers {
            let size = sublayer.stored.modelState.bounds.size
            guard abs(size.width * size.height) >= smallest else { continue }
            covered += opaquePixels(of: sublayer, parentTime: localTime, parentSublayerMap: sublayerMap, pass: pass, alpha: alpha)
        }
        return covered
    }

    /// Whether `layer`, drawn as a root at `mediaTime` in the current
    /// space of `cr`, paints every pixel of `pixels` with an opaque colour
    /// (so clearing them first would change nothing).
    static func coversOpaquely(_ layer: CALayer, pixels: PixelRect, in cr: OpaquePointer, mediaTime: CFTimeInterval) -> Bool {
        guard layer.isCommitted else { return false }
        let parentTime = (layer.superlayer ?? layer.stored.maskOwner)?.localTime(fromMediaTime: mediaTime) ?? mediaTime
        let pass = Pass(cr: cr, source: .presentation(mediaTime: mediaTime), clip: pixels)
        let covered = opaquePixels(of: layer, parentTime: parentTime, parentSublayerMap: nil, pass: pass, alpha: 1)
        return !covered.isEmpty && pixels.subtracting(covered).isEmpty
    }
}
