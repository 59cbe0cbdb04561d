import Foundation

extension UITraitCollection {
    /// UIKit's traits whose changes can change how dynamic colours resolve:
    /// style, contrast, level, gamut and active appearance.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
            UITraitDisplayGamut.self, UITraitActiveAppearance.self,
        ]
    }

    /// Whether every trait `trait` sets has the same value here.
    ///
    /// An empty or nil collection is contained in every collection.
    /// Deprecated in iOS 17 in favour of comparing trait values.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.storage.entries.values.allSatisfy { entry in
            storage.hasSameValue(for: entry.trait, as: trait.storage)
        }
    }

    /// Whether a trait that affects colours
    /// (``UITraitDefinition/affectsColorAppearance``) has a different value
    /// in `traitCollection`, so that dynamic colours may resolve
    /// differently. A nil collection compares as an empty one.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        changedTraits(from: traitCollection).contains { $0.affectsColorAppearance }
    }

    /// The traits whose values differ between `traitCollection` and this
    /// collection (a trait unset in one and set to its default value in
    /// the other has not changed). A nil collection compares as an empty
    /// one. UIKit's traits come first, in the order of ``description``.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        storage.changedTraits(from: traitCollection?.storage ?? TraitStorage())
    }

    // MARK: - Change detection for trait propagation

    /// Whether any of `traits` has a different value in `other` than here:
    /// the test for firing a registration made with
    /// `registerForTraitChanges(traits, …)` when an environment's
    /// collection goes from `other` to `self`.
    ///
    /// A nil `other` compares as an empty collection. Values are compared,
    /// not whether the traits are set: a custom trait set to its default
    /// value equals the trait unset.
    func differs(from other: UITraitCollection?, in traits: [UITrait]) -> Bool {
        let previous = other?.storage ?? TraitStorage()
        return traits.contains { !storage.hasSameValue(for: $0, as: previous) }
    }

    /// The keys (`ObjectIdentifier(TraitType.self)`) of the traits whose
    /// values differ between `other` and this collection: compute once per
    /// change and test many registrations against it. A nil `other`
    /// compares as an empty collection.
    func changedTraitIdentifiers(from other: UITraitCollection?) -> Set<ObjectIdentifier> {
        Set(changedTraits(from: other).map { ObjectIdentifier($0) })
    }

    /// Whether this collection sets `trait` (as opposed to reporting its
    /// default value).
    func isSpecified(_ trait: UITrait) -> Bool {
        storage.contains(trait)
    }
}
