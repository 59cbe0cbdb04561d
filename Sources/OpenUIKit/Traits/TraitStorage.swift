import Foundation

/// The traits a collection sets, keyed by trait type: the value type
/// behind ``UITraitCollection`` and ``UIMutableTraits`` containers.
///
/// A trait that is not in the storage reads as its
/// ``UITraitDefinition/defaultValue``. System traits (``SystemTraitDefinition``)
/// set to their default value are removed rather than stored, so "set" and
/// "specified" mean the same for them.
struct TraitStorage {
    /// The set traits.
    private(set) var entries: [ObjectIdentifier: TraitEntry] = [:]

    /// The value of `trait`: the set value, or the trait's default.
    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        guard let entry = entries[ObjectIdentifier(trait)], let value = entry.value as? T.Value else {
            return T.defaultValue
        }
        return value
    }

    /// Sets `trait` to `value` (a system trait set to its unspecified
    /// default becomes unset).
    mutating func set<T: UITraitDefinition>(_ trait: T.Type, to value: T.Value) {
        let key = ObjectIdentifier(trait)
        if trait is any SystemTraitDefinition.Type, value == T.defaultValue {
            entries[key] = nil
        } else {
            entries[key] = TraitEntry(trait: trait, value: value)
        }
    }

    /// Whether `trait` is set.
    func contains(_ trait: UITrait) -> Bool {
        entries[ObjectIdentifier(trait)] != nil
    }

    /// Unsets `trait`.
    mutating func remove(_ trait: UITrait) {
        entries[ObjectIdentifier(trait)] = nil
    }

    /// Sets every trait `other` sets to `other`'s value.
    mutating func overlay(_ other: TraitStorage) {
        entries.merge(other.entries) { _, later in later }
    }

    /// Whether `trait` has the same value (set or default) in both.
    func hasSameValue(for trait: UITrait, as other: TraitStorage) -> Bool {
        Self.sameValue(trait, self, other)
    }

    /// The traits whose values differ between `self` and `other`, in
    /// description order.
    func changedTraits(from other: TraitStorage) -> [UITrait] {
        var traits: [ObjectIdentifier: UITrait] = [:]
        for (key, entry) in entries { traits[key] = entry.trait }
        for (key, entry) in other.entries { traits[key] = entry.trait }
        return Self.inDescriptionOrder(traits.values.filter { !hasSameValue(for: $0, as: other) })
    }

    /// The set entries, system traits first in UIKit's description order,
    /// then custom traits by name and identifier.
    var orderedEntries: [TraitEntry] {
        let traits = Self.inDescriptionOrder(entries.values.map(\.trait))
        return traits.map { entries[ObjectIdentifier($0)]! }
    }

    /// `traits` in description order.
    static func inDescriptionOrder(_ traits: [UITrait]) -> [UITrait] {
        traits.sorted { lhs, rhs in
            let left = (lhs as? any SystemTraitDefinition.Type)?.descriptionOrder ?? Int.max
            let right = (rhs as? any SystemTraitDefinition.Type)?.descriptionOrder ?? Int.max
            if left != right { return left < right }
            return (lhs.name, lhs.identifier) < (rhs.name, rhs.identifier)
        }
    }

    private static func sameValue<T: UITraitDefinition>(
        _ trait: T.Type, _ lhs: TraitStorage, _ rhs: TraitStorage
    ) -> Bool {
        lhs.value(trait) == rhs.value(trait)
    }
}

// MARK: - Equatable

extension TraitStorage: Equatable {
    /// Equal when the same traits are set, to equal values.
    static func == (lhs: TraitStorage, rhs: TraitStorage) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        return lhs.entries.allSatisfy { key, entry in
            rhs.entries[key].map(entry.hasSameValue(as:)) ?? false
        }
    }
}

// MARK: - Hashable

extension TraitStorage: Hashable {
    /// Hashes the set traits and their (hashable) values, independent of
    /// order.
    func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, entry) in entries {
            var entryHasher = Hasher()
            entryHasher.combine(key)
            entry.hashValueIfPossible(into: &entryHasher)
            combined ^= entryHasher.finalize()
        }
        hasher.combine(entries.count)
        hasher.combine(combined)
    }
}
