import Foundation

/// The display's pixels per point (``UITraitCollection/displayScale``); 0 means unspecified.
public struct UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
    /// `0`: the trait is not set.
    public static let defaultValue: CGFloat = 0
    /// `"UITraitDisplayScale"`, the name of UIKit's Objective-C trait class.
    public static let identifier = "UITraitDisplayScale"
    /// `"DisplayScale"`, the trait's name in a collection's description.
    public static let name = "DisplayScale"
    /// False: colours do not depend on this trait.
    public static let affectsColorAppearance = false

    static let descriptionOrder = 1
}
