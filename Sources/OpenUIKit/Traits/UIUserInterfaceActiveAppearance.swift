import Foundation

/// Whether an interface's scene is frontmost (active) or behind another
/// window (inactive).
///
/// Raw values are UIKit's.
public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
    /// No appearance: the trait is not set.
    case unspecified = -1
    /// The scene is not frontmost.
    case inactive = 0
    /// The scene is frontmost.
    case active = 1
}

// MARK: - TraitValueDescribing

extension UIUserInterfaceActiveAppearance: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .inactive: "Inactive"
        case .active: "Active"
        }
    }
}
