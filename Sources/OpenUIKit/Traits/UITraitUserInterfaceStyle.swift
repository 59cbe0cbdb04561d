import Foundation

/// Light or dark appearance (``UITraitCollection/userInterfaceStyle``).
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// `"UITraitUserInterfaceStyle"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// `"UserInterfaceStyle"`, the trait's name in a collection's description.
    public static let name = "UserInterfaceStyle"
    /// True: dynamic colours may resolve differently for each value.
    public static let affectsColorAppearance = true

    static let descriptionOrder = 5
}
