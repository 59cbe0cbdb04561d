import Foundation

/// Base or elevated content (``UITraitCollection/userInterfaceLevel``).
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// `"UITraitUserInterfaceLevel"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitUserInterfaceLevel"
    /// `"UserInterfaceLevel"`, the trait's name in a collection's description.
    public static let name = "UserInterfaceLevel"
    /// True: dynamic colours may resolve differently for each value.
    public static let affectsColorAppearance = true

    static let descriptionOrder = 10
}
