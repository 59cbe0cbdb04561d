internal import CCairo
import Foundation

extension Compositor {
    /// Draws `source` (an ARGB32 image surface whose pixels show the local
    /// plane through `localToSource`) mapped by the projective `toDevice`,
    /// clipped to the current clip, with `alpha`.
    static func drawWarped(
        _ source: OpaquePointer, localToSource: CGAffineTransform, localExtent: CGRect,
        toDevice: Homography, cr: OpaquePointer, alpha: Double = 1
    ) {
        guard let inverse = toDevice.inverse else { return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        var area = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        let corners = [
            CGPoint(x: localExtent.minX, y: localExtent.minY), CGPoint(x: localExtent.maxX, y: localExtent.minY),
            CGPoint(x: localExtent.minX, y: localExtent.maxY), CGPoint(x: localExtent.maxX, y: localExtent.maxY),
        ]
        if corners.allSatisfy({ toDevice.w(at: $0) > 0 }) {
            area = area.intersection(toDevice.apply(localExtent).insetBy(dx: -1, dy: -1))
        }
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width.isFinite, area.height.isFinite else { return }
        let destination = area.integral
        let target = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(destination.width), Int32(destination.height))!
        defer { cairo_surface_destroy(target) }
        ProjectiveSampler(source: source, localToSource: localToSource, inverse: inverse, forward: toDevice)
            .fill(target, origin: destination.origin)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target, Double(destination.minX), Double(destination.minY))
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Draws a layer whose transform to the device is projective: the
    /// layer (with its sublayers) is drawn flat into an offscreen image,
    /// then every device pixel it covers is mapped back through the inverse
    /// homography and sampled bilinearly. Pixels whose source lies behind
    /// the eye (w ≤ 0) are left empty.
    static func drawProjected(
        _ layer: CALayer, state: LayerState, localTime: Double, toDevice: Homography, pass: Pass, alpha: Double
    ) {
        let extent = visualExtent(of: layer, state: state).insetBy(dx: -1, dy: -1)
        guard extent.width > 0, extent.height > 0, extent.width.isFinite, extent.height.isFinite else { return }
        // Source resolution: enough for the largest magnification, capped.
        let corners = [
            CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
            CGPoint(x: extent.minX, y: extent.maxY), CGPoint(x: extent.maxX, y: extent.maxY),
        ]
        let inFront = corners.allSatisfy { toDevice.w(at: $0) > 0 }
        let projectedSize = inFront ? toDevice.apply(extent).size : extent.size
        var scale = Swift.max(projectedSize.width / extent.width, projectedSize.height / extent.height) * 1.25
        scale = Swift.min(Swift.max(scale.isFinite ? scale : 1, 0.25), 4)
        scale = Swift.min(scale, 4096 / Swift.max(extent.width, extent.height))
        let sourceWidth = Int((extent.width * scale).rounded(.up))
        let sourceHeight = Int((extent.height * scale).rounded(.up))
        guard sourceWidth > 0, sourceHeight > 0 else { return }
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sourceWidth), Int32(sourceHeight))!
        defer { cairo_surface_destroy(source) }
        let scr = cairo_create(source)!
        cairo_scale(scr, Double(scale), Double(scale))
        cairo_translate(scr, -Double(extent.minX), -Double(extent.minY))
        drawContents(of: layer, state: state, localTime: localTime, pass: Pass(cr: scr, source: pass.source), alpha: alpha)
        cairo_destroy(scr)
        cairo_surface_flush(source)
        let localToSource = CGAffineTransform(translationX: -extent.minX, y: -extent.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        drawWarped(source, localToSource: localToSource, localExtent: extent, toDevice: toDevice, cr: pass.cr)
    }
}

extension Homography {
    /// The homogeneous w of a mapped point (its depth sign).
    func w(at p: CGPoint) -> Double {
        Double(p.x) * m.2 + Double(p.y) * m.5 + m.8
    }
}

/// Inverse-maps device pixels into an offscreen image and samples it.
struct ProjectiveSampler {
    let source: OpaquePointer
    /// Where a point of the flat (local) plane is in the source's pixels.
    let localToSource: CGAffineTransform
    /// Device pixels back to the local plane.
    let inverse: Homography
    /// The local plane to device pixels (for the in-front-of-the-eye test).
    let forward: Homography

    func fill(_ target: OpaquePointer, origin: CGPoint) {
        cairo_surface_flush(target)
        let sw = Int(cairo_image_surface_get_width(source))
        let sh = Int(cairo_image_surface_get_height(source))
        let sstride = Int(cairo_image_surface_get_stride(source)) / 4
        let tw = Int(cairo_image_surface_get_width(target))
        let th = Int(cairo_image_surface_get_height(target))
        let tstride = Int(cairo_image_surface_get_stride(target)) / 4
        guard let sdata = cairo_image_surface_get_data(source), let tdata = cairo_image_surface_get_data(target) else { return }
        let src = UnsafeMutableRawPointer(sdata).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(tdata).assumingMemoryBound(to: UInt32.self)
        let m = inverse.m
        let a = localToSource
        let (sa, sb, sc, sd) = (Double(a.a), Double(a.b), Double(a.c), Double(a.d))
        let (stx, sty) = (Double(a.tx), Double(a.ty))
        for y in 0..<th {
            let dy = Double(origin.y) + Double(y) + 0.5
            for x in 0..<tw {
                let dx = Double(origin.x) + Double(x) + 0.5
                let w = dx * m.2 + dy * m.5 + m.8
                var pixel: UInt32 = 0
                if w != 0 {
                    let lx = (dx * m.0 + dy * m.3 + m.6) / w
                    let ly = (dx * m.1 + dy * m.4 + m.7) / w
                    // The local point must project in front of the eye.
                    if forward.w(at: CGPoint(x: lx, y: ly)) > 0 {
                        let u = lx * sa + ly * sc + stx, v = lx * sb + ly * sd + sty
                        pixel = Self.bilinear(src, sw, sh, sstride, u - 0.5, v - 0.5)
                    }
                }
                dst[y * tstride + x] = pixel
            }
        }
        cairo_surface_mark_dirty(target)
    }

    /// A premultiplied ARGB sample; outside the image counts as transparent.
    @inline(__always)
    static func bilinear(_ p: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ rowStride: Int, _ u: Double, _ v: Double) -> UInt32 {
        guard u.isFinite, v.isFinite, u > -1, v > -1, u < Double(w), v < Double(h) else { return 0 }
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        @inline(__always) func at(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < w && y < h ? p[y * rowStride + x] : 0
        }
        let c00 = at(x0, y0), c10 = at(x0 + 1, y0), c01 = at(x0, y0 + 1), c11 = at(x0 + 1, y0 + 1)
        if c00 | c10 | c01 | c11 == 0 { return 0 }
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let s = UInt32(shift)
            let value = Double((c00 >> s) & 0xFF) * w00 + Double((c10 >> s) & 0xFF) * w10
                + Double((c01 >> s) & 0xFF) * w01 + Double((c11 >> s) & 0xFF) * w11
            result |= UInt32(Swift.min(255, value + 0.5)) << s
        }
        return result
    }
}
