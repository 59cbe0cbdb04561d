import Foundation

/// Whether the scene is frontmost (``UITraitCollection/activeAppearance``).
public struct UITraitActiveAppearance: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
    /// `"UITraitActiveAppearance"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitActiveAppearance"
    /// `"ActiveAppearance"`, the trait's name in a collection's description.
    public static let name = "ActiveAppearance"
    /// True: dynamic colours may resolve differently for each value.
    public static let affectsColorAppearance = true

    static let descriptionOrder = 12
}
