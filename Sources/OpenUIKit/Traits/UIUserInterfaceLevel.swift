import Foundation

/// The visual level of content: the window's base level, or content that
/// floats above it (popovers, sheets).
///
/// Raw values are UIKit's.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    /// No level: the trait is not set.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the main content.
    case elevated = 1
}

// MARK: - TraitValueDescribing

extension UIUserInterfaceLevel: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .base: "Base"
        case .elevated: "Elevated"
        }
    }
}
