import Foundation

/// A set of components that define a colour, with a colour space that says
/// how to interpret them.
///
/// Immutable and thread-safe. Components are clamped to [0, 1] when the
/// colour space is not extended (alpha always); a NaN component becomes 0.
/// Two colours are equal when their colour spaces and components are equal,
/// as with `CFEqual` on Core Graphics colours.
public final class CGColor: Sendable {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha.
    private let storedComponents: [CGFloat]

    internal init(space: CGColorSpace, components: [CGFloat]) {
        let extended = space.kind.isExtended
        let count = space.numberOfComponents
        self.colorSpace = space
        self.storedComponents = components.enumerated().map { index, value in
            let clean = value.isNaN ? 0 : value
            if extended && index < count { return clean }
            return Swift.min(1, Swift.max(0, clean))
        }
    }

    /// Creates a colour in the sRGB colour space.
    ///
    /// Core Graphics creates these in its Generic RGB space
    /// (`CGColorCreateGenericRGB`), which OpenCoreGraphics does not have;
    /// sRGB is what UIKit colours use, so the components stay as given.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, components: [red, green, blue, alpha])
    }

    /// Creates a colour in the sRGB colour space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, components: [red, green, blue, alpha])
    }

    /// Creates a colour in the Generic Gray Gamma 2.2 colour space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGenericGray, components: [gray, alpha])
    }

    /// Creates a colour in the Generic Gray Gamma 2.2 colour space.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGenericGray, components: [gray, alpha])
    }

    /// Creates a colour from `colorSpace.numberOfComponents + 1` values read
    /// from `components` (the colour components, then alpha).
    ///
    /// Returns `nil` for colour spaces that cannot hold colours (none of the
    /// spaces OpenCoreGraphics knows). `components` must point to enough
    /// values, as in Core Graphics.
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = colorSpace.numberOfComponents + 1
        self.init(space: colorSpace, components: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// Opaque black, in Generic Gray Gamma 2.2.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in Generic Gray Gamma 2.2.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, in Generic Gray Gamma 2.2.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour components followed by alpha.
    ///
    /// Optional as in Core Graphics; never `nil` here.
    public var components: [CGFloat]? { storedComponents }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { storedComponents.count }

    /// The alpha component.
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// The colour's pattern: always `nil`, because OpenCoreGraphics has no
    /// pattern colours (see ``CGPattern``).
    public var pattern: CGPattern? { nil }

    /// A copy of the colour (colours are immutable, so an equal object).
    public func copy() -> CGColor? {
        guard let space = colorSpace else { return nil }
        return CGColor(space: space, components: storedComponents)
    }

    /// A copy with a different alpha (clamped to [0, 1]).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace else { return nil }
        var values = storedComponents
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }
}

// MARK: - Equatable

extension CGColor: Equatable {
    /// Equal colour spaces and equal components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.storedComponents == rhs.storedComponents
    }
}

// MARK: - Hashable

extension CGColor: Hashable {
    /// Hashes the colour space and components, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(storedComponents)
    }
}

// MARK: - CustomStringConvertible

extension CGColor: CustomStringConvertible {
    /// A debugging description naming the colour space.
    public var description: String {
        let values = storedComponents.map { "\($0)" }.joined(separator: " ")
        return "<CGColor [\(colorSpace?.name ?? "nil")] ( \(values) )>"
    }
}
