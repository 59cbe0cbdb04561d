import Foundation

/// The layout direction (``UITraitCollection/layoutDirection``).
public struct UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    /// `"UITraitLayoutDirection"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitLayoutDirection"
    /// `"UserInterfaceLayoutDirection"`, the trait's name in a collection's description.
    public static let name = "UserInterfaceLayoutDirection"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 6
}
