import Foundation

/// A profile that specifies how to interpret a colour's components.
///
/// OpenCoreGraphics knows a fixed set of named colour spaces (see the
/// constants in ``CGColorSpace`` such as ``sRGB``) plus the device spaces
/// from ``CGColorSpaceCreateDeviceRGB()`` and ``CGColorSpaceCreateDeviceGray()``.
/// Device RGB is treated as sRGB and device gray as Gray Gamma 2.2, as on
/// iOS. ICC profiles are not supported. Two colour spaces are equal when
/// they are the same named space.
public final class CGColorSpace: Sendable {
    /// The named space this object stands for.
    internal let kind: Kind

    internal init(kind: Kind) {
        self.kind = kind
    }

    /// Creates the named colour space `name`, or returns `nil` for a name
    /// OpenCoreGraphics does not know.
    ///
    /// Core Graphics takes a `CFString`; on Linux `CFString` does not bridge
    /// to Swift, so names are `String` constants such as ``sRGB``.
    public convenience init?(name: String) {
        guard let kind = Kind(rawValue: name) else { return nil }
        self.init(kind: kind)
    }

    /// The colour space's name: one of the constants such as ``sRGB``, or
    /// `"kCGColorSpaceDeviceRGB"` / `"kCGColorSpaceDeviceGray"` for the
    /// device spaces.
    public var name: String? { kind.rawValue }

    /// The colour space's model: ``CGColorSpaceModel/rgb`` or
    /// ``CGColorSpaceModel/monochrome`` for every space OpenCoreGraphics knows.
    public var model: CGColorSpaceModel { kind.isGray ? .monochrome : .rgb }

    /// The number of colour components, not counting alpha: 3 for RGB, 1 for gray.
    public var numberOfComponents: Int { kind.isGray ? 1 : 3 }

    /// Whether the space covers a wider gamut than sRGB (Display P3 and the
    /// extended spaces).
    public var isWideGamutRGB: Bool {
        switch kind {
        case .displayP3, .extendedSRGB, .extendedLinearSRGB: true
        default: false
        }
    }
}

// MARK: - Equatable

extension CGColorSpace: Equatable {
    /// Two colour spaces are equal when they are the same named space.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.kind == rhs.kind
    }
}

// MARK: - Hashable

extension CGColorSpace: Hashable {
    /// Hashes the named space, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
    }
}

// MARK: - CustomStringConvertible

extension CGColorSpace: CustomStringConvertible {
    /// A debugging description naming the colour space.
    public var description: String { "<CGColorSpace (\(kind.rawValue))>" }
}
