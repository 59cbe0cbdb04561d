internal import CCairo
import Foundation

/// `shouldRasterize`: a layer and its sublayers drawn once into a bitmap
/// of `rasterizationScale` pixels per point, which later frames composite
/// while nothing in the tree changes — Core Animation's rasterization.
extension Compositor {
    /// The largest bitmap side made; a larger tree is drawn directly.
    static let maxRasterSide = 4096

    /// Draws `layer` (in its own coordinates, as ``drawContents(of:state:localTime:pass:alpha:)``
    /// does) from its rasterized bitmap: the one the renderer keeps when
    /// the tree draws as it did then (its own position, transform and
    /// opacity aside), else a new one. The bitmap holds the tree at
    /// opacity 1 — shadow, mask and sublayers included — and is painted
    /// with the layer's opacity (a group, as Core Animation composites a
    /// rasterized layer), filtered bilinearly: a `rasterizationScale`
    /// below the device's scale shows as blur, as it does on iOS.
    static func drawRasterized(_ layer: CALayer, state: LayerState, localTime: Double, pass: Pass, alpha: Double) {
        pass.flushPendingCopy()
        var flat = state
        flat.opacity = 1
        let scale = state.rasterizationScale > 0 && state.rasterizationScale.isFinite ? state.rasterizationScale : 1
        let signature = rasterSignature(of: layer, state: flat, localTime: localTime, pass: pass)
        let raster: RasterizedLayer
        if let kept = pass.cache?.rasters.raster(for: layer), kept.matches(signature, scale: scale) {
            raster = kept
        } else if let made = rasterize(layer, state: flat, localTime: localTime, pass: pass, scale: scale, signature: signature) {
            raster = made
            pass.cache?.rasters.keep(made, for: layer)
        } else {
            drawContents(of: layer, state: state, localTime: localTime, pass: pass, alpha: alpha)
            return
        }
        pass.cache?.rasters.markUsed(raster)
        guard let surface = raster.surface else { return }
        let cr = pass.cr
        cairo_save(cr)
        cairo_translate(cr, Double(raster.origin.x), Double(raster.origin.y))
        cairo_scale(cr, 1 / Double(raster.scale), 1 / Double(raster.scale))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cr, Double(state.opacity) * alpha)
        cairo_restore(cr)
    }

    /// The tree as it draws now: each layer with its state, the root first
    /// (its position and transform left out: moving a rasterized layer
    /// keeps its bitmap), then depth first, each layer's mask after its
    /// sublayers.
    static func rasterSignature(
        of root: CALayer, state: LayerState, localTime: Double, pass: Pass
    ) -> [(ObjectIdentifier, LayerState)] {
        var rootState = state
        rootState.position = .zero
        rootState.transform = CATransform3DIdentity
        var signature = [(ObjectIdentifier(root), rootState)]
        func visit(_ layer: CALayer, time: Double) {
            var children = layer.stored.sublayerStorage
            if let mask = layer.stored.maskStorage { children.append(mask) }
            for child in children where child.isCommitted {
                let (childState, childTime) = Self.state(of: child, parentTime: time, pass: pass)
                signature.append((ObjectIdentifier(child), childState))
                visit(child, time: childTime)
            }
        }
        visit(root, time: localTime)
        return signature
    }

    /// Draws the tree (at opacity 1) into a new bitmap covering its ink at
    /// `scale`: recorded first (within ``maxRasterSide`` pixels of the
    /// bounds), so that the bitmap is as large as what the tree paints
    /// (shadows and overflowing sublayers included). Nil when the ink is
    /// larger than ``maxRasterSide`` on a side.
    private static func rasterize(
        _ layer: CALayer, state: LayerState, localTime: Double, pass: Pass, scale: CGFloat,
        signature: [(ObjectIdentifier, LayerState)]
    ) -> RasterizedLayer? {
        // Bounded (what could not fit in a bitmap anyway is cut off): an
        // unbounded surface has no finite clip, which backdrops and
        // shadows size their work by.
        let reach = Double(maxRasterSide) / Double(scale)
        let bounds = state.bounds
        var extents = cairo_rectangle_t(
            x: Double(bounds.minX) - reach, y: Double(bounds.minY) - reach,
            width: Double(bounds.width) + 2 * reach, height: Double(bounds.height) + 2 * reach)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        drawContents(of: layer, state: state, localTime: localTime, pass: Pass(cr: recorder, source: pass.source), alpha: 1)
        cairo_destroy(recorder)
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
        let frame = pass.cache?.frame ?? 0
        guard width > 0, height > 0 else {
            return RasterizedLayer(surface: nil, origin: .zero, scale: scale, signature: signature, frame: frame)
        }
        let s = Double(scale)
        let left = (x * s).rounded(.down), top = (y * s).rounded(.down)
        let pixelWidth = Int(((x + width) * s).rounded(.up) - left)
        let pixelHeight = Int(((y + height) * s).rounded(.up) - top)
        guard pixelWidth <= maxRasterSide, pixelHeight <= maxRasterSide else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let painter = cairo_create(surface)!
        cairo_translate(painter, -left, -top)
        cairo_scale(painter, s, s)
        cairo_set_source_surface(painter, recording, 0, 0)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(surface)
        return RasterizedLayer(
            surface: surface, origin: CGPoint(x: left / s, y: top / s), scale: scale, signature: signature, frame: frame)
    }
}
