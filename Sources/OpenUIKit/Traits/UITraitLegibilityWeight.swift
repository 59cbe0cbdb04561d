import Foundation

/// Regular or bold text (``UITraitCollection/legibilityWeight``).
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UILegibilityWeight = .unspecified
    /// `"UITraitLegibilityWeight"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitLegibilityWeight"
    /// `"LegibilityWeight"`, the trait's name in a collection's description.
    public static let name = "LegibilityWeight"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 11
}
