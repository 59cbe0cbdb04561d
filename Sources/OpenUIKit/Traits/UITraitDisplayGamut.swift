import Foundation

/// The display's colour gamut (``UITraitCollection/displayGamut``).
public struct UITraitDisplayGamut: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIDisplayGamut = .unspecified
    /// `"UITraitDisplayGamut"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitDisplayGamut"
    /// `"DisplayGamut"`, the trait's name in a collection's description.
    public static let name = "DisplayGamut"
    /// True: dynamic colours may resolve differently for each value.
    public static let affectsColorAppearance = true

    static let descriptionOrder = 2
}
