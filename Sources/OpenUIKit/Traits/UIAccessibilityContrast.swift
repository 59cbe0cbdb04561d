import Foundation

/// Whether the user asked for increased contrast.
///
/// Raw values are UIKit's.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    /// No contrast: the trait is not set.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

// MARK: - TraitValueDescribing

extension UIAccessibilityContrast: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .normal: "Normal"
        case .high: "High"
        }
    }
}
