import Foundation

/// The direction in which an interface lays out content (the trait form of
/// the layout direction).
///
/// Raw values are UIKit's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// No direction: the trait is not set.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}

// MARK: - TraitValueDescribing

extension UITraitEnvironmentLayoutDirection: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .leftToRight: "LTR"
        case .rightToLeft: "RTL"
        }
    }
}
