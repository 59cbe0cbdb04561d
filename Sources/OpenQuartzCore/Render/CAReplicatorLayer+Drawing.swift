internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension CAReplicatorLayer {
    /// Whether a replicator in `state` draws anything but one plain copy
    /// (then its sublayers are drawn, and their damage counted, as copies).
    static func replicates(_ state: LayerState) -> Bool {
        count(state) != 1 || state.custom[Key.instanceColor] != nil || state.custom[Key.alphaOffset] != nil
    }

    /// The number of copies in `state` (1 unless set).
    static func count(_ state: LayerState) -> Int {
        state.discreteValue(Key.instanceCount, as: Int.self) ?? 1
    }

    /// Copy `index`'s colour factors (straight components, clamped).
    static func instanceColor(_ state: LayerState, index: Int) -> RGBAColor {
        let base = state.custom[Key.instanceColor]?.rgbaValue ?? RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
        func component(_ value: Double, _ key: String) -> Double {
            let offset = state.custom[key]?.number ?? 0
            return Swift.min(Swift.max(value + Double(index) * offset, 0), 1)
        }
        return RGBAColor(
            red: component(base.red, Key.redOffset), green: component(base.green, Key.greenOffset),
            blue: component(base.blue, Key.blueOffset), alpha: component(base.alpha, Key.alphaOffset))
    }
}

extension Compositor {
    /// Draws `order` (a replicator's sublayers) once per copy: each copy
    /// under the instance transform applied as many times as its index
    /// (about the bounds' centre), its time earlier by the delay, its
    /// colours multiplied by the copy's colour.
    static func drawReplicas(
        _ order: [CALayer], state: LayerState, localTime: Double, pass: Pass, alpha: Double
    ) {
        let cr = pass.cr
        let step: CATransform3D
        if case .transform(let transform)? = state.custom[CAReplicatorLayer.Key.instanceTransform] {
            step = transform
        } else {
            step = CATransform3DIdentity
        }
        let delay = state.custom[CAReplicatorLayer.Key.instanceDelay]?.number ?? 0
        let centre = CGPoint(x: state.bounds.midX, y: state.bounds.midY)
        var transform = CATransform3DIdentity
        let sublayerMap = state.sublayerMap
        for index in 0..<Swift.max(0, CAReplicatorLayer.count(state)) {
            let color = CAReplicatorLayer.instanceColor(state, index: index)
            defer { transform = CATransform3DConcat(transform, step) }
            guard color.alpha > 0 else { continue }
            let about = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-centre.x, -centre.y, 0), transform),
                CATransform3DMakeTranslation(centre.x, centre.y, 0))
            var matrix = cairo_matrix_t(affine: CATransform3DGetAffineTransform(about))
            cairo_save(cr)
            cairo_transform(cr, &matrix)
            let time = localTime - Double(index) * delay
            let tinted = color.red < 1 || color.green < 1 || color.blue < 1
            if tinted { cairo_push_group(cr) }
            for sublayer in order {
                draw(sublayer, parentTime: time, parentSublayerMap: sublayerMap, pass: pass, alpha: alpha * color.alpha)
            }
            if tinted, let group = cairo_pop_group(cr) {
                multiplyColours(of: group, by: color)
                cairo_set_source(cr, group)
                cairo_paint(cr)
                cairo_pattern_destroy(group)
            }
            cairo_restore(cr)
        }
    }

    /// Multiplies the red, green and blue of a popped group's image
    /// surface (premultiplied) by `color`'s.
    private static func multiplyColours(of group: OpaquePointer, by color: RGBAColor) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Cairo's ARGB32 in memory on little-endian machines: B, G, R, A.
        let factors = [color.blue, color.green, color.red].map { UInt32(($0 * 256).rounded()) }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let pixel = row + x * 4
                for channel in 0..<3 { pixel[channel] = UInt8((UInt32(pixel[channel]) * factors[channel]) >> 8) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
