import Foundation

/// Light or dark appearance.
///
/// Raw values are UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// No style: the trait is not set.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

// MARK: - TraitValueDescribing

extension UIUserInterfaceStyle: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}
