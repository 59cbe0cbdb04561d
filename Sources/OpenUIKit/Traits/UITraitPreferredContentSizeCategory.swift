import Foundation

/// The preferred text size (``UITraitCollection/preferredContentSizeCategory``).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    /// `"UITraitPreferredContentSizeCategory"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// `"PreferredContentSizeCategory"`, the trait's name in a collection's description.
    public static let name = "PreferredContentSizeCategory"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 8
}
