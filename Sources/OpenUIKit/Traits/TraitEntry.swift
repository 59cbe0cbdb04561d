import Foundation

/// One set trait in a collection: the trait's type and its value (of the
/// trait's `Value` type).
struct TraitEntry {
    /// The trait.
    let trait: UITrait
    /// The value, of type `trait.Value`.
    let value: Any

    /// Whether `other` holds an equal value (of the same trait).
    func hasSameValue(as other: TraitEntry) -> Bool {
        Self.equal(trait, value, other.value)
    }

    /// The value's hash when its type is `Hashable`, else a constant (so
    /// equal values always hash alike).
    func hashValueIfPossible(into hasher: inout Hasher) {
        if let hashable = value as? any Hashable {
            hasher.combine(AnyHashable(hashable))
        }
    }

    /// The value as a collection's description shows it.
    var valueDescription: String {
        if let describing = value as? any TraitValueDescribing { return describing.traitDescription }
        if let scale = value as? CGFloat, scale == scale.rounded(), abs(scale) < 1e15 { return String(Int(scale)) }
        return String(describing: value)
    }

    private static func equal<T: UITraitDefinition>(_ trait: T.Type, _ lhs: Any, _ rhs: Any) -> Bool {
        (lhs as? T.Value) == (rhs as? T.Value)
    }
}
