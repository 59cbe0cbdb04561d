internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// A blurred shadow mask kept while the shape and device transform stay
/// the same (blurring is the expensive part of a shadow).
struct ShadowMaskCacheEntry {
    let key: ShadowMaskKey
    let surface: OpaquePointer
    /// Where the mask's top-left pixel goes, relative to the integer part
    /// of the device translation.
    let origin: (x: Int, y: Int)
}

/// What a cached shadow mask depends on.
struct ShadowMaskKey: Equatable {
    var shape: CGPath
    var sigma: Double
    var linear: [Double]
    var subpixel: (x: Int, y: Int)

    static func == (l: ShadowMaskKey, r: ShadowMaskKey) -> Bool {
        l.sigma == r.sigma && l.linear == r.linear && l.subpixel == r.subpixel && l.shape == r.shape
    }
}

extension ShadowMaskKey: Hashable {
    /// Hashes everything but the shape's elements, of which only the
    /// bounding box (equal shapes have equal boxes).
    func hash(into hasher: inout Hasher) {
        hasher.combine(sigma)
        hasher.combine(linear)
        hasher.combine(subpixel.x)
        hasher.combine(subpixel.y)
        let box = shape.boundingBoxOfPath
        hasher.combine(box.origin.x)
        hasher.combine(box.origin.y)
        hasher.combine(box.size.width)
        hasher.combine(box.size.height)
    }
}

/// Owns a cached mask surface (destroyed with the layer or when replaced),
/// and the mask tinted with the colour it is painted with once that colour
/// has been used twice in a row (see ``ShadowTint``).
final class ShadowMaskCache {
    var entry: ShadowMaskCacheEntry? {
        didSet {
            if let old = oldValue, old.surface != entry?.surface {
                cairo_surface_destroy(old.surface)
                tint = nil
                lastColor = nil
            }
        }
    }
    /// The mask tinted with the colour it was last painted with.
    var tint: ShadowTint?
    /// The colour the mask was last painted with.
    var lastColor: SIMD4<Double>?

    deinit {
        if let entry { cairo_surface_destroy(entry.surface) }
    }
}

extension Compositor {
    /// Draws the layer's shadow beneath it: the shadow path, or else the
    /// alpha of the layer's drawing, blurred (Gaussian, standard deviation
    /// `shadowRadius`), offset by `shadowOffset` and tinted by the shadow
    /// colour at `shadowOpacity`. Shape-based shadows are cached per layer,
    /// and shared between layers with the same one (``SharedShadowMasks``).
    ///
    /// `covered` are device pixels the caller paints over opaquely right
    /// after (the layer's own background); with a known pixel-aligned clip
    /// the shadow skips them.
    static func drawShadow(
        of layer: CALayer, state: LayerState, localTime: Double, pass: Pass, alpha: Double, covered: [PixelRect] = []
    ) {
        let cr = pass.cr
        guard let color = state.shadowColor else { return }
        let opacity = Double(state.shadowOpacity) * alpha
        guard opacity > 0 else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let shape = shadowShape(of: layer, state: state)
        let userBox = shape?.boundingBoxOfPath ?? visualExtent(of: layer, state: state)
        guard let placement = ShadowPlacement(state: state, matrix: matrix, userBox: userBox) else { return }
        if let shape {
            let plan = ShadowMaskPlan(shape: shape, placement: placement, matrix: matrix)
            let (mask, origin) = shadowMask(for: plan, of: layer, pass: pass)
            paintShadow(
                cr: cr, mask: mask, x: plan.base.x + origin.x, y: plan.base.y + origin.y, color: color,
                opacity: opacity, covered: covered, clip: pass.clip, cache: layer.shadowMaskCache)
            return
        }
        // Content-shaped shadow: the alpha of everything the layer draws.
        let mask = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(placement.width), Int32(placement.height))!
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        var local = placement.maskMatrix
        cairo_set_matrix(mcr, &local)
        drawBody(of: layer, state: state, localTime: localTime, pass: Pass(cr: mcr, source: pass.source), alpha: 1)
        cairo_destroy(mcr)
        AlphaBlur.blur(surface: mask, sigma: placement.sigma)
        paintShadow(
            cr: cr, mask: mask, x: placement.originX, y: placement.originY, color: color, opacity: opacity,
            covered: covered, clip: pass.clip)
    }

    /// The mask `plan` makes, and where it goes relative to the plan's
    /// base, kept in `layer`'s ``ShadowMaskCache``: the one kept there for
    /// the same key, else another layer's (``SharedShadowMasks``), else the
    /// one made on another core this frame (``WorkAhead``), else
    /// made now.
    private static func shadowMask(
        for plan: ShadowMaskPlan, of layer: CALayer, pass: Pass
    ) -> (OpaquePointer, origin: (x: Int, y: Int)) {
        if let cached = layer.shadowMaskCache?.entry, cached.key == plan.key { return (cached.surface, cached.origin) }
        let kept = layer.shadowMaskCache ?? ShadowMaskCache()
        layer.shadowMaskCache = kept
        let renderer = pass.cache
        if let renderer, let shared = renderer.shadows.mask(for: plan.key, frame: renderer.frame) {
            kept.entry = ShadowMaskCacheEntry(key: plan.key, surface: shared.surface, origin: shared.origin)
            return (shared.surface, shared.origin)
        }
        let mask: OpaquePointer
        if case .surface(let made)? = renderer?.workAhead.take(.shadowMask(plan.key)) {
            mask = made
        } else {
            mask = plan.makeMask()
        }
        renderer?.shadows.keep(mask, origin: plan.origin, for: plan.key, frame: renderer?.frame ?? 0)
        kept.entry = ShadowMaskCacheEntry(key: plan.key, surface: mask, origin: plan.origin)
        return (mask, plan.origin)
    }

    /// The blurred A8 mask of `shape` drawn with `matrix` into `width` ×
    /// `height` pixels. A shape with a long straight middle (a card, a bar)
    /// is drawn and blurred shortened, then stretched back
    /// (``ShadowStretch``): the same bytes for a fraction of the blur.
    nonisolated static func shapeShadowMask(
        _ shape: CGPath, matrix: cairo_matrix_t, width: Int, height: Int, sigma: Double, stretching: Bool = true
    ) -> OpaquePointer {
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let stretch = stretching
            ? ShadowStretch(shape: shape, matrix: matrix, reach: AlphaBlur.padding(forSigma: sigma))
                .flatMap { $0.fits(width: width, height: height) ? $0 : nil }
            : nil
        let target = stretch.map {
            cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width - $0.columns), Int32(height - $0.rows))!
        } ?? mask
        let mcr = cairo_create(target)!
        var local = matrix
        cairo_set_matrix(mcr, &local)
        CairoPath.append(stretch?.shortened(shape, matrix: matrix) ?? shape, to: mcr)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        AlphaBlur.blur(surface: target, sigma: sigma)
        if let stretch {
            stretch.expand(target, into: mask)
            cairo_surface_destroy(target)
        }
        return mask
    }

    /// The shape casting the shadow when it can be known without drawing:
    /// the shadow path, or the background outline of a layer with nothing
    /// else in it.
    static func shadowShape(of layer: CALayer, state: LayerState) -> CGPath? {
        if let path = state.shadowPath { return path }
        let plain = layer.stored.sublayerStorage.isEmpty && state.contents == nil && !layer.drawsOwnContent
            && state.borderWidth == 0
        guard plain, let background = state.backgroundColor, background.alpha >= 1 else { return nil }
        return LayerShape(state).path
    }

    /// Tints `mask` (its top-left pixel at device `(x, y)`) with `color` at
    /// `opacity`, except on the `covered` pixels when the device `clip` is
    /// known: there the clip is narrowed to the uncovered pixel rectangles,
    /// which changes no pixel that stays visible (Cairo masks per pixel).
    ///
    /// When `mask` is the one `cache` holds, the same colour painted twice
    /// in a row is tinted into the cache and the tinted image is painted
    /// instead of masking the colour (the same pixels, faster).
    private static func paintShadow(
        cr: OpaquePointer, mask: OpaquePointer, x: Int, y: Int, color: CGColor, opacity: Double,
        covered: [PixelRect], clip: PixelRect?, cache: ShadowMaskCache? = nil
    ) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let clip, !covered.isEmpty {
            let extent = PixelRect(
                minX: x, minY: y, maxX: x + Int(cairo_image_surface_get_width(mask)),
                maxY: y + Int(cairo_image_surface_get_height(mask)))
            let visible = extent.intersection(clip).subtracting(covered)
            guard !visible.isEmpty else {
                cairo_restore(cr)
                return
            }
            cairo_new_path(cr)
            for piece in visible {
                cairo_rectangle(cr, Double(piece.minX), Double(piece.minY), Double(piece.maxX - piece.minX),
                                Double(piece.maxY - piece.minY))
            }
            cairo_clip(cr)
        }
        let rgba = color.rgba
        let source = SIMD4(Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha) * opacity)
        if let cache, cache.entry?.surface == mask {
            if cache.tint?.color != source {
                let pixels = Int(cairo_image_surface_get_width(mask)) * Int(cairo_image_surface_get_height(mask))
                if cache.lastColor == source, pixels <= ShadowTint.maxPixels {
                    cache.tint = ShadowTint(mask: mask, color: source)
                }
                cache.lastColor = source
            }
            if let tint = cache.tint, tint.color == source {
                if let surface = tint.surface {
                    cairo_set_source_surface(cr, surface, Double(x + tint.offset.x), Double(y + tint.offset.y))
                    cairo_paint(cr)
                }
                cairo_restore(cr)
                return
            }
        }
        cairo_set_source_rgba(cr, source[0], source[1], source[2], source[3])
        cairo_mask_surface(cr, mask, Double(x), Double(y))
        cairo_restore(cr)
    }

    /// The area a layer and its sublayers cover, in its own coordinates.
    static func visualExtent(of layer: CALayer, state: LayerState, depth: Int = 0) -> CGRect {
        var extent = state.bounds
        guard !state.masksToBounds, depth < 32 else { return extent }
        let sublayerMap = Homography(state.sublayerTransformAboutAnchor)
        for sublayer in layer.stored.sublayerStorage where !sublayer.stored.modelState.isHidden {
            let child = visualExtent(of: sublayer, state: sublayer.stored.modelState, depth: depth + 1)
            let mapped = Homography(sublayer.stored.modelState.localToParent).concatenating(sublayerMap).apply(child)
            if mapped.width.isFinite, mapped.height.isFinite, !mapped.isNull { extent = extent.union(mapped) }
        }
        return extent
    }
}
