import Foundation

extension CGColorSpace {
    /// The colour spaces OpenCoreGraphics knows, keyed by Core Graphics name.
    internal enum Kind: String, Sendable, Hashable {
        case deviceRGB = "kCGColorSpaceDeviceRGB"
        case deviceGray = "kCGColorSpaceDeviceGray"
        case sRGB = "kCGColorSpaceSRGB"
        case genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
        case linearSRGB = "kCGColorSpaceLinearSRGB"
        case extendedSRGB = "kCGColorSpaceExtendedSRGB"
        case extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
        case displayP3 = "kCGColorSpaceDisplayP3"
        case genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
        case linearGray = "kCGColorSpaceLinearGray"
        case extendedGray = "kCGColorSpaceExtendedGray"

        var isGray: Bool {
            switch self {
            case .deviceGray, .genericGrayGamma2_2, .linearGray, .extendedGray: true
            default: false
            }
        }

        /// Whether components may leave [0, 1].
        var isExtended: Bool {
            switch self {
            case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
            default: false
            }
        }

        /// Whether components are linear light (no transfer curve).
        var isLinear: Bool {
            switch self {
            case .genericRGBLinear, .linearSRGB, .extendedLinearSRGB, .linearGray: true
            default: false
            }
        }

        /// Whether the space's encoded components equal sRGB's (gray ones expanded).
        var isEncodedSRGB: Bool {
            switch self {
            case .deviceRGB, .sRGB, .extendedSRGB, .deviceGray, .genericGrayGamma2_2, .extendedGray: true
            default: false
            }
        }
    }

    /// Converts colour components (no alpha) of this space into linear-light
    /// sRGB primaries, unclamped.
    internal func linearSRGB(from components: [CGFloat]) -> (CGFloat, CGFloat, CGFloat) {
        let linear = kind.isLinear
        func decode(_ value: CGFloat) -> CGFloat { linear ? value : Self.srgbToLinear(value) }
        if kind.isGray {
            let value = decode(components[0])
            return (value, value, value)
        }
        let r = decode(components[0]), g = decode(components[1]), b = decode(components[2])
        guard kind == .displayP3 else { return (r, g, b) }
        return (
            1.2249401 * r - 0.2249404 * g,
            -0.0420569 * r + 1.0420571 * g,
            -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        )
    }

    /// Converts linear-light sRGB into this space's colour components,
    /// clamped to [0, 1] unless the space is extended.
    internal func components(fromLinearSRGB rgb: (CGFloat, CGFloat, CGFloat)) -> [CGFloat] {
        let linear = kind.isLinear, extended = kind.isExtended
        func encode(_ value: CGFloat) -> CGFloat { linear ? value : Self.linearToSRGB(value) }
        func clamp(_ value: CGFloat) -> CGFloat { extended ? value : Swift.min(1, Swift.max(0, value)) }
        if kind.isGray {
            let luminance = 0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2
            return [clamp(encode(luminance))]
        }
        var (r, g, b) = rgb
        if kind == .displayP3 {
            (r, g, b) = (
                0.8224621 * rgb.0 + 0.1775380 * rgb.1,
                0.0331941 * rgb.0 + 0.9668058 * rgb.1,
                0.0170827 * rgb.0 + 0.0723974 * rgb.1 + 0.9105199 * rgb.2
            )
        }
        return [clamp(encode(r)), clamp(encode(g)), clamp(encode(b))]
    }

    /// The sRGB transfer curve, decoding; odd-symmetric for extended values.
    internal static func srgbToLinear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer curve, encoding; odd-symmetric for extended values.
    internal static func linearToSRGB(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
