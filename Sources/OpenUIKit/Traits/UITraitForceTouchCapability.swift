import Foundation

/// Whether the device has 3D Touch (``UITraitCollection/forceTouchCapability``).
public struct UITraitForceTouchCapability: UITraitDefinition, SystemTraitDefinition {
    /// `.unknown`: the trait is not set.
    public static let defaultValue: UIForceTouchCapability = .unknown
    /// `"UITraitForceTouchCapability"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitForceTouchCapability"
    /// `"ForceTouchCapability"`, the trait's name in a collection's description.
    public static let name = "ForceTouchCapability"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 7
}
