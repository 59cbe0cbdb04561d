import Foundation

/// The vertical size class (``UITraitCollection/verticalSizeClass``).
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// `"UITraitVerticalSizeClass"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitVerticalSizeClass"
    /// `"VerticalSizeClass"`, the trait's name in a collection's description.
    public static let name = "VerticalSizeClass"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 4
}
