import Foundation

/// One trait-change registration as a store keeps it: the registration
/// (its traits and id) and its handler, type-erased to take the observed
/// object as `AnyObject`.
@MainActor
struct TraitRegistrationRecord {
    /// The registration returned to the caller.
    let registration: TraitChangeRegistration

    /// Runs the registration's handler for the observed object and the
    /// collection it had before the change.
    let handler: (AnyObject, UITraitCollection) -> Void

    /// The registration's id (for
    /// ``TraitChangeRegistrationStore/removeTraitRegistration(id:)``).
    var id: ObjectIdentifier { registration.id }

    /// The observed traits.
    var traits: [UITrait] { registration.traits }

    /// A record for `handler`, which is called with the observed object
    /// cast to `TraitEnvironment`. If the object is not one, the handler
    /// is not called and a message is printed.
    init<TraitEnvironment: UITraitEnvironment>(
        traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) {
        registration = TraitChangeRegistration(traits: traits)
        self.handler = { object, previous in
            guard let environment = object as? TraitEnvironment else {
                UIKitDiagnostics.report(
                    "registerForTraitChanges: the handler takes a \(TraitEnvironment.self), but the observed object "
                        + "is a \(type(of: object)); the handler was not called.")
                return
            }
            handler(environment, previous)
        }
    }

    /// A record whose handler ignores the observed object (target-action
    /// registrations).
    init(traits: [UITrait], action: @escaping (AnyObject, UITraitCollection) -> Void) {
        registration = TraitChangeRegistration(traits: traits)
        handler = action
    }

    /// Whether a change from `previous` to `current` changes one of the
    /// observed traits.
    func isTriggered(byChangeFrom previous: UITraitCollection?, to current: UITraitCollection) -> Bool {
        current.differs(from: previous, in: traits)
    }

    /// Runs the handlers of `records` (in order) whose observed traits
    /// differ between `previous` and `current`, passing `object` and
    /// `previous`. Call it after `object.traitCollection` returns
    /// `current`; a nil `previous` compares as an empty collection and is
    /// passed as one.
    static func notify(
        _ records: [TraitRegistrationRecord], of object: AnyObject,
        from previous: UITraitCollection?, to current: UITraitCollection
    ) {
        let changed = current.changedTraitIdentifiers(from: previous)
        guard !changed.isEmpty else { return }
        let previousTraits = previous ?? UITraitCollection()
        for record in records where record.traits.contains(where: { changed.contains(ObjectIdentifier($0)) }) {
            record.handler(object, previousTraits)
        }
    }
}
