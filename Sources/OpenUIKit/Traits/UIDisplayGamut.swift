import Foundation

/// The colour gamut a display can show.
///
/// Raw values are UIKit's.
public enum UIDisplayGamut: Int, Sendable, Hashable {
    /// No gamut: the trait is not set.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The wider Display P3 gamut.
    case P3 = 1
}

// MARK: - TraitValueDescribing

extension UIDisplayGamut: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unspecified: "Unspecified"
        case .SRGB: "SRGB"
        case .P3: "P3"
        }
    }
}
