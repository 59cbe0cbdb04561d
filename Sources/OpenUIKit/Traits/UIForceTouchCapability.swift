import Foundation

/// Whether the device supports 3D Touch.
///
/// Raw values are UIKit's. OpenUIKit's hosts report ``unavailable``, as
/// every current iPhone and iPad does.
public enum UIForceTouchCapability: Int, Sendable, Hashable {
    /// Not known: the trait is not set.
    case unknown = 0
    /// The device has no 3D Touch.
    case unavailable = 1
    /// The device has 3D Touch.
    case available = 2
}

// MARK: - TraitValueDescribing

extension UIForceTouchCapability: TraitValueDescribing {
    var traitDescription: String {
        switch self {
        case .unknown: "Unknown"
        case .unavailable: "Unavailable"
        case .available: "Available"
        }
    }
}
