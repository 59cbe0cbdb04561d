import Foundation

/// The ``UIMutableTraits`` container behind
/// ``UITraitCollection/init(mutations:)`` and
/// ``UITraitCollection/modifyingTraits(_:)``, usable for trait overrides.
struct MutableTraitStorage: UIMutableTraits {
    /// The traits set so far.
    private(set) var storage: TraitStorage

    /// A container holding `storage`'s traits.
    init(storage: TraitStorage = TraitStorage()) {
        self.storage = storage
    }

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage.value(trait) }
        set { storage.set(trait, to: newValue) }
    }

    /// Whether `trait` is set.
    func contains(_ trait: UITrait) -> Bool {
        storage.contains(trait)
    }

    /// Unsets `trait`.
    mutating func remove(_ trait: UITrait) {
        storage.remove(trait)
    }
}
