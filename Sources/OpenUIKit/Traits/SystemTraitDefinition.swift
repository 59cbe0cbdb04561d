import Foundation

/// A trait UIKit defines, whose ``UITraitDefinition/defaultValue`` means
/// "unspecified".
///
/// Setting such a trait to its default value leaves it unset, as in UIKit,
/// where `UITraitCollection(horizontalSizeClass: .unspecified)` is an
/// empty collection: an unspecified value never overrides a specified one
/// in ``UITraitCollection/init(traitsFrom:)``. A custom trait, whose
/// default is an ordinary value, counts as set once it is given any value.
protocol SystemTraitDefinition: UITraitDefinition {
    /// The trait's place in a collection's description (UIKit's order).
    static var descriptionOrder: Int { get }
}
