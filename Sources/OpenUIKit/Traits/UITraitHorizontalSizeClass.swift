import Foundation

/// The horizontal size class (``UITraitCollection/horizontalSizeClass``).
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// `"UITraitHorizontalSizeClass"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// `"HorizontalSizeClass"`, the trait's name in a collection's description.
    public static let name = "HorizontalSizeClass"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 3
}
