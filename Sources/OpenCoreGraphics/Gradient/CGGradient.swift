import Foundation

/// A smooth transition between colours across an area.
///
/// Immutable and thread-safe. Colours are converted to sRGB when the
/// gradient is made and Cairo interpolates between them in sRGB with
/// premultiplied alpha; Core Graphics interpolates in the gradient's colour
/// space with straight alpha, so gradients between colours of different
/// alpha, or in non-sRGB spaces, differ slightly.
public final class CGGradient: Sendable {
    /// One colour stop: a location in [0, 1] and straight sRGB components.
    internal struct Stop: Sendable, Equatable {
        var location: CGFloat
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat
    }

    /// The stops, sorted by location.
    internal let stops: [Stop]
    /// The colour space given at creation.
    internal let colorSpace: CGColorSpace?

    private init(colorSpace: CGColorSpace?, stops: [Stop]) {
        self.colorSpace = colorSpace
        // A stable sort keeps equal locations in the order given (a hard edge).
        self.stops = stops.enumerated()
            .sorted { $0.element.location == $1.element.location ? $0.offset < $1.offset : $0.element.location < $1.element.location }
            .map(\.element)
    }

    /// Creates a gradient from colours and their locations.
    ///
    /// Core Graphics takes a `CFArray` of colours; this takes a Swift array.
    /// `locations` nil spreads the colours evenly from 0 to 1 (a single
    /// colour sits at 0); otherwise it needs one value per colour, each
    /// clamped to [0, 1]. Returns `nil` for no colours or a location count
    /// that does not match.
    ///
    /// - Parameters:
    ///   - space: The colour space to interpolate in; `nil` uses the
    ///     colours' own. Interpolation always happens in sRGB here.
    ///   - colors: The colours, at least one, in any colour spaces.
    ///   - locations: Where each colour sits along the gradient, 0…1, one
    ///     per colour; `nil` spaces them evenly.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations, locations.count != colors.count { return nil }
        let stops = colors.enumerated().map { index, color in
            let rgba = color.rgba
            let location = locations?[index] ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            return Stop(
                location: Self.clamp(location), red: Self.clamp(rgba.red), green: Self.clamp(rgba.green),
                blue: Self.clamp(rgba.blue), alpha: Self.clamp(rgba.alpha))
        }
        self.init(colorSpace: space, stops: stops)
    }

    /// Creates a gradient from a `CFArray` of colours and their locations,
    /// as Core Graphics spells it (`[a, b] as CFArray`); elements that are
    /// not `CGColor`s are skipped. Otherwise as the initialiser that takes
    /// `[CGColor]`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        self.init(colorsSpace: space, colors: colors.compactMap { $0 as? CGColor }, locations: locations)
    }

    /// Creates a gradient from packed colour components.
    ///
    /// `components` holds `count` colours of `space.numberOfComponents + 1`
    /// values each (colour, then alpha); `locations` holds `count` values or
    /// is `nil` for even spacing. Returns `nil` when `count` is not positive.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).map { index in
            CGColor(space: space, components: Array(UnsafeBufferPointer(start: components + index * stride, count: stride)))
        }
        let locationValues = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
        self.init(colorsSpace: space, colors: colors, locations: locationValues)
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }
}
