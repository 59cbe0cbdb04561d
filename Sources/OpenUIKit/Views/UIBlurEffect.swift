import Foundation

/// A blur of what is behind a ``UIVisualEffectView``, tinted as one of
/// UIKit's materials.
///
/// Difference from UIKit: the materials are approximations — a Gaussian
/// blur of a fixed radius per thickness and a white (light) or near-black
/// (dark) tint of a fixed opacity (see ``backdrop(for:)``); UIKit's also
/// saturate and vary with the platform. The adaptive styles (``Style/regular``,
/// ``Style/prominent`` and the `system…Material` ones without a `Light` or
/// `Dark` suffix) follow the view's `userInterfaceStyle`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The materials of a blur effect.
    public enum Style: Int, Sendable {
        /// A thick white material.
        case extraLight = 0
        /// A thin white material.
        case light = 1
        /// A thick near-black material.
        case dark = 2
        /// The regular material, light or dark with the interface style.
        case regular = 4
        /// The thick material, light or dark with the interface style.
        case prominent = 5
        /// The ultra-thin material, adaptive.
        case systemUltraThinMaterial = 6
        /// The thin material, adaptive.
        case systemThinMaterial = 7
        /// The regular material, adaptive.
        case systemMaterial = 8
        /// The thick material, adaptive.
        case systemThickMaterial = 9
        /// The material of bars, adaptive (drawn as the regular one).
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The regular material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The bars' (regular) material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The regular material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The bars' (regular) material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The effect's material.
    let style: Style

    /// Creates a blur effect of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur radius (points) and tint of the material for an interface
    /// style: thickness sets the radius (10, 15, 20, 25 pt from ultra-thin
    /// to thick; chrome 20) and the tint's opacity (0.25 … 0.75); light
    /// materials tint white, dark ones near-black (white 0.11).
    override func backdrop(for interfaceStyle: UIUserInterfaceStyle) -> BackdropAppearance {
        let (thickness, tone) = Self.material(of: style)
        let dark: Bool
        switch tone {
        case .light: dark = false
        case .dark: dark = true
        case .adaptive: dark = interfaceStyle == .dark
        }
        let (radius, opacity): (CGFloat, CGFloat)
        switch thickness {
        case 0: (radius, opacity) = (10, 0.25)
        case 1: (radius, opacity) = (15, 0.45)
        case 3: (radius, opacity) = (25, 0.75)
        default: (radius, opacity) = (20, 0.6)
        }
        return BackdropAppearance(blurRadius: radius, tint: UIColor(white: dark ? 0.11 : 1, alpha: opacity))
    }

    private enum Tone { case light, dark, adaptive }

    /// A style's thickness (0 ultra-thin, 1 thin, 2 regular or chrome,
    /// 3 thick) and tone.
    private static func material(of style: Style) -> (Int, Tone) {
        switch style {
        case .extraLight: (3, .light)
        case .light: (1, .light)
        case .dark: (3, .dark)
        case .regular, .systemMaterial, .systemChromeMaterial: (2, .adaptive)
        case .prominent, .systemThickMaterial: (3, .adaptive)
        case .systemUltraThinMaterial: (0, .adaptive)
        case .systemThinMaterial: (1, .adaptive)
        case .systemUltraThinMaterialLight: (0, .light)
        case .systemThinMaterialLight: (1, .light)
        case .systemMaterialLight, .systemChromeMaterialLight: (2, .light)
        case .systemThickMaterialLight: (3, .light)
        case .systemUltraThinMaterialDark: (0, .dark)
        case .systemThinMaterialDark: (1, .dark)
        case .systemMaterialDark, .systemChromeMaterialDark: (2, .dark)
        case .systemThickMaterialDark: (3, .dark)
        }
    }
}
