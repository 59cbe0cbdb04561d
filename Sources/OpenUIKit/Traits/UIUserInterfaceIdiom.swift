import Foundation

/// The kind of device an interface is designed for.
///
/// Raw values are UIKit's (there is no 4: it was never used).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// No idiom: the trait is not set.
    case unspecified = -1
    /// An iPhone or iPod touch interface.
    case phone = 0
    /// An iPad interface.
    case pad = 1
    /// An Apple TV interface.
    case tv = 2
    /// A CarPlay interface.
    case carPlay = 3
    /// A Mac interface (Mac Catalyst's Mac idiom).
    case mac = 5
    /// A visionOS interface.
    case vision = 6
}

// MARK: - TraitValueDescribing

extension UIUserInterfaceIdiom: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Vision"
        }
    }
}
