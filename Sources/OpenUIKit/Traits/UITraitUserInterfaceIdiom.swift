import Foundation

/// The kind of device the interface is designed for (``UITraitCollection/userInterfaceIdiom``).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    /// `"UITraitUserInterfaceIdiom"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// `"UserInterfaceIdiom"`, the trait's name in a collection's description.
    public static let name = "UserInterfaceIdiom"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 0
}
