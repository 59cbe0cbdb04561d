import Foundation

/// Standard or increased contrast (``UITraitCollection/accessibilityContrast``).
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`: the trait is not set.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// `"UITraitAccessibilityContrast"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitAccessibilityContrast"
    /// `"AccessibilityContrast"`, the trait's name in a collection's description.
    public static let name = "AccessibilityContrast"
    /// True: dynamic colours may resolve differently for each value.
    public static let affectsColorAppearance = true

    static let descriptionOrder = 9
}
