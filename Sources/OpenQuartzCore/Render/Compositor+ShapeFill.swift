internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension Compositor {
    /// Fills a layer's outline, or its border ring of `borderWidth` (even-odd),
    /// with `color` at `alpha`: from the pass's cached coverage mask of the
    /// shape when that gives the same pixels as Cairo (see
    /// ``fillFromMask(_:borderWidth:color:alpha:pass:)``), else by Cairo.
    static func fill(_ shape: LayerShape, borderWidth: CGFloat?, color: CGColor, alpha: Double, pass: Pass) {
        if fillFromMask(shape, borderWidth: borderWidth, color: color, alpha: alpha, pass: pass) { return }
        let cr = pass.cr
        if let borderWidth {
            shape.addBorder(to: cr, width: borderWidth)
            setSource(cr, color, alpha: alpha)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        } else {
            shape.addOutline(to: cr)
            setSource(cr, color, alpha: alpha)
            cairo_fill(cr)
        }
    }

    /// Fills from a ``CoverageMask`` when every condition for identical
    /// pixels holds (see ``cachedMask(of:borderWidth:pass:)``), and says
    /// whether it did. The colour must be one Cairo treats either as opaque
    /// (alpha exactly 1: blended here as Cairo's opaque spans do) or as
    /// translucent (alpha below 0xff00/0xffff: composited by
    /// `cairo_mask_surface`, as Cairo's fill composites coverage).
    private static func fillFromMask(
        _ shape: LayerShape, borderWidth: CGFloat?, color: CGColor, alpha: Double, pass: Pass
    ) -> Bool {
        let rgba = color.rgba
        let a = unitInterval(Double(rgba.alpha) * alpha)
        let alphaShort = colorShort(a)
        let opaque = alphaShort == 0xffff
        guard opaque || alphaShort < 0xff00,
              let (mask, x, y) = cachedMask(of: shape, borderWidth: borderWidth, pass: pass)
        else { return false }
        let cr = pass.cr
        let target = cairo_get_group_target(cr)!
        if opaque {
            var offsetX = 0.0, offsetY = 0.0
            cairo_surface_get_device_offset(target, &offsetX, &offsetY)
            cairo_surface_flush(target)
            guard let data = cairo_image_surface_get_data(target) else { return false }
            // Cairo's premultiplied colour as a pixel (alpha byte 0xff).
            let red = colorShort(unitInterval(Double(rgba.red)) * a)
            let green = colorShort(unitInterval(Double(rgba.green)) * a)
            let blue = colorShort(unitInterval(Double(rgba.blue)) * a)
            let pixel: UInt32 = 0xff00_0000 | (red >> 8) << 16 | (green & 0xff00) | blue >> 8
            mask.fillOpaque(
                pixel: pixel, into: (data, Int(cairo_image_surface_get_stride(target))),
                x: x + Int(offsetX), y: y + Int(offsetY))
            cairo_surface_mark_dirty_rectangle(target, Int32(x), Int32(y), Int32(mask.width), Int32(mask.height))
        } else {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            setSource(cr, color, alpha: alpha)
            cairo_mask_surface(cr, mask.surface, Double(x), Double(y))
            cairo_restore(cr)
        }
        return true
    }

    /// The cached coverage of `shape` (its ring of `borderWidth` when
    /// given) as the pass's context would fill it now, and the device
    /// pixel its top-left goes to, when compositing it is known to give
    /// Cairo's pixels: a rounded shape, a pass with a cache and a known
    /// pixel-aligned clip that contains the whole mask, Cairo's default
    /// antialiasing and the `OVER` operator, and an ARGB32 image target of
    /// device scale 1 that the mask lies wholly inside. Nil otherwise, and
    /// the first time a shape is asked for unless it was made ahead on
    /// another core (see ``CompositorCache`` and ``WorkAhead``).
    static func cachedMask(of shape: LayerShape, borderWidth: CGFloat?, pass: Pass) -> (CoverageMask, x: Int, y: Int)? {
        guard let cache = pass.cache, let clip = pass.clip, shape.radius > 0, !shape.corners.isEmpty else { return nil }
        let cr = pass.cr
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let tolerance = cairo_get_tolerance(cr)
        guard let key = CoverageMaskKey(
            shape: shape, borderWidth: borderWidth, matrix: matrix, tolerance: tolerance, antialias: CAIRO_ANTIALIAS_DEFAULT)
        else { return nil }
        var found = cache.mask(for: key)
        if found == nil, case .coverage(let made?)? = cache.workAhead.take(.coverage(key)) {
            cache.insert(made, for: key)
            found = made
        }
        if found == nil, cache.wantsMask(for: key),
           let made = CoverageMask(shape: shape, borderWidth: borderWidth, matrix: matrix, tolerance: tolerance,
                                   antialias: CAIRO_ANTIALIAS_DEFAULT, maxPixels: CompositorCache.maxMaskPixels,
                                   frame: cache.frame) {
            cache.insert(made, for: key)
            found = made
        }
        guard let mask = found else { return nil }
        let x = Int(matrix.x0.rounded(.down)) + mask.offsetX, y = Int(matrix.y0.rounded(.down)) + mask.offsetY
        guard clip.contains(PixelRect(minX: x, minY: y, maxX: x + mask.width, maxY: y + mask.height)) else { return nil }
        var offsetX = 0.0, offsetY = 0.0, scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1, offsetX.rounded() == offsetX, offsetY.rounded() == offsetY,
              abs(offsetX) < 1e9, abs(offsetY) < 1e9
        else { return nil }
        let surfaceX = x + Int(offsetX), surfaceY = y + Int(offsetY)
        guard surfaceX >= 0, surfaceY >= 0,
              surfaceX + mask.width <= Int(cairo_image_surface_get_width(target)),
              surfaceY + mask.height <= Int(cairo_image_surface_get_height(target))
        else { return nil }
        return (mask, x, y)
    }

    /// `value` clamped to 0…1 (NaN becomes 0), as Cairo clamps colour
    /// components.
    static func unitInterval(_ value: Double) -> Double {
        value >= 1 ? 1 : (value > 0 ? value : 0)
    }

    /// Cairo's 16-bit form of a colour component in 0…1.
    static func colorShort(_ value: Double) -> UInt32 {
        UInt32(value * 65535 + 0.5)
    }
}
