import Foundation

/// OpenUIKit's ``UITraitChangeRegistration``: which traits a registration
/// observes, and the identity an environment files it under.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    /// The observed traits (never empty).
    let traits: [UITrait]

    /// Creates a registration for `traits`.
    init(traits: [UITrait]) {
        self.traits = traits
        super.init()
    }

    /// The registration's identity in its environment's store (unique
    /// while the registration lives, and the store keeps it alive).
    var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// The registration itself: it is immutable.
    func copy(with zone: NSZone? = nil) -> Any { self }
}
