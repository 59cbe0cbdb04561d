import Foundation

/// Whether the user asked for bold text.
///
/// Raw values are UIKit's.
public enum UILegibilityWeight: Int, Sendable, Hashable {
    /// No weight: the trait is not set.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

// MARK: - TraitValueDescribing

extension UILegibilityWeight: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .regular: "Regular"
        case .bold: "Bold"
        }
    }
}
