internal import CCairo
import Foundation

extension CAGradientLayer {
    /// Fills the bounds with the gradient of `state` (colours, locations,
    /// points; the type from the model), colours' alpha times `alpha`.
    func drawGradient(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        guard let colors = gradientColors(in: state), !colors.isEmpty else { return }
        let bounds = state.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let stops = Self.stops(colors: colors, locations: state.custom[Key.locations]?.vectorValue)
        let start = unitPoint(gradientPoint(Key.startPoint, in: state), in: bounds)
        let end = unitPoint(gradientPoint(Key.endPoint, in: state), in: bounds)
        cairo_save(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        let pattern: OpaquePointer
        switch type {
        case .radial:
            pattern = radialPattern(start: start, end: end, stops: stops, alpha: alpha, cr: cr)
        case .conic:
            pattern = conicPattern(start: start, end: end, stops: stops, alpha: alpha, bounds: bounds)
        default:
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            Self.add(stops, to: pattern, alpha: alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// A point of the unit space of `bounds` in the layer's coordinates.
    private func unitPoint(_ point: CGPoint, in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + point.x * bounds.width, y: bounds.minY + point.y * bounds.height)
    }

    /// The stops: each colour at its location (spread evenly without
    /// locations or with the wrong number of them), sorted.
    static func stops(colors: [RGBAColor], locations: [Double]?) -> [(location: Double, color: RGBAColor)] {
        let spread = colors.count == 1 ? [0.0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
        let at = locations.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
        return zip(at, colors).map { (location: $0.isFinite ? $0 : 0, color: $1) }.sorted { $0.location < $1.location }
    }

    private static func add(_ stops: [(location: Double, color: RGBAColor)], to pattern: OpaquePointer, alpha: Double) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
        }
    }

    /// An elliptical gradient around `start` reaching `end`: a circle of
    /// the horizontal radius, scaled vertically.
    private func radialPattern(
        start: CGPoint, end: CGPoint, stops: [(location: Double, color: RGBAColor)], alpha: Double, cr: OpaquePointer
    ) -> OpaquePointer {
        let rx = Swift.max(abs(end.x - start.x), 0.001), ry = Swift.max(abs(end.y - start.y), 0.001)
        let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
        Self.add(stops, to: pattern, alpha: alpha)
        // The pattern's matrix maps user space to pattern space.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, start.x, start.y)
        cairo_matrix_scale(&matrix, rx, ry)
        cairo_matrix_invert(&matrix)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// A gradient around `start`, beginning in the direction of `end` and
    /// going clockwise (in UIKit's flipped coordinates), as 256 wedges of
    /// a mesh reaching past the bounds.
    private func conicPattern(
        start: CGPoint, end: CGPoint, stops: [(location: Double, color: RGBAColor)], alpha: Double, bounds: CGRect
    ) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let radius = 2 * Double(hypot(bounds.width, bounds.height)) + 1
        let origin = atan2(Double(end.y - start.y), Double(end.x - start.x))
        let wedges = 256
        func color(at fraction: Double) -> RGBAColor {
            guard let first = stops.first, let last = stops.last else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
            if fraction <= first.location { return first.color }
            if fraction >= last.location { return last.color }
            for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
                let t = b.location > a.location ? (fraction - a.location) / (b.location - a.location) : 1
                return RGBAColor(
                    red: a.color.red + (b.color.red - a.color.red) * t, green: a.color.green + (b.color.green - a.color.green) * t,
                    blue: a.color.blue + (b.color.blue - a.color.blue) * t, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
            }
            return last.color
        }
        for index in 0..<wedges {
            let f0 = Double(index) / Double(wedges), f1 = Double(index + 1) / Double(wedges)
            let a0 = origin + f0 * 2 * .pi, a1 = origin + f1 * 2 * .pi
            let c0 = color(at: f0), c1 = color(at: f1)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, start.x, start.y)
            cairo_mesh_pattern_line_to(pattern, start.x + radius * cos(a0), start.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, start.x + radius * cos(a1), start.y + radius * sin(a1))
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha * alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
