import Foundation

/// The size classes: a coarse description of the space available to an
/// interface along one axis.
///
/// A collection's ``UITraitCollection/horizontalSizeClass`` and
/// ``UITraitCollection/verticalSizeClass`` hold one each. Raw values are
/// UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// No size class: the trait is not set.
    case unspecified = 0
    /// A constrained space, such as a phone's width in portrait.
    case compact = 1
    /// An expansive space, such as a full-screen iPad's width.
    case regular = 2
}

// MARK: - TraitValueDescribing

extension UIUserInterfaceSizeClass: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .compact: "Compact"
        case .regular: "Regular"
        }
    }
}
