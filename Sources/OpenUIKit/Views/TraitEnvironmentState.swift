import Foundation

/// What a trait environment (a view or a view controller) keeps about its
/// traits: the collection computed at a trait generation, the collection
/// it was last told about, and its change registrations.
struct TraitEnvironmentState {
    /// The traits computed at ``cachedGeneration``.
    var cached: UITraitCollection?
    /// The ``TraitPropagation/generation`` the cache belongs to.
    var cachedGeneration = -1
    /// The traits the environment was last told about (nil before its
    /// first traits in a window).
    var lastNotified: UITraitCollection?
    /// The `registerForTraitChanges` registrations, in order.
    var registrations: [TraitRegistrationRecord] = []
}

/// A view or view controller as the trait propagation sees it.
@MainActor
protocol TraitEnvironmentNode: UITraitEnvironment, AnyObject {
    var traitState: TraitEnvironmentState { get set }
    /// The traits, computed from the parent environment.
    func computeTraitCollection() -> UITraitCollection
}

extension TraitEnvironmentNode {
    /// The traits, from the cache while no trait source changed.
    func resolvedTraitCollection() -> UITraitCollection {
        let generation = UIKitRuntime.current.traitPropagation.generation
        if let cached = traitState.cached, traitState.cachedGeneration == generation { return cached }
        let traits = computeTraitCollection()
        traitState.cached = traits
        traitState.cachedGeneration = generation
        return traits
    }

    /// Tells the environment about a change since it was last told:
    /// `traitCollectionDidChange(_:)`, then the registrations whose traits
    /// changed. The first traits are recorded without a call.
    func notifyTraitChangeIfNeeded() {
        let current = traitCollection
        guard let previous = traitState.lastNotified else {
            traitState.lastNotified = current
            return
        }
        guard previous != current else { return }
        traitState.lastNotified = current
        traitCollectionDidChange(previous)
        TraitRegistrationRecord.notify(traitState.registrations, of: self, from: previous, to: current)
    }

    /// Keeps a registration.
    func keepTraitRegistration(_ record: TraitRegistrationRecord) {
        traitState.registrations.append(record)
    }

    /// Drops a registration.
    func dropTraitRegistration(id: ObjectIdentifier) {
        traitState.registrations.removeAll { $0.id == id }
    }
}
