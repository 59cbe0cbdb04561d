import Foundation

/// An object that calls your code when some of its traits change: views,
/// view controllers and the other trait environments.
///
/// Register the traits you depend on and a handler; the handler runs after
/// any of them changes value, with the observed object and the collection
/// it had before:
///
/// ```swift
/// registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///     self.updateLayout(for: self.traitCollection.verticalSizeClass)
/// }
/// ```
///
/// Registrations end with the object; unregister only to stop early.
/// Capturing the object strongly in the handler makes a cycle: use the
/// handler's first argument instead.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// A handler: the observed object and its previous trait collection.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Observes `traits` and calls `handler` after any of them changes
    /// value. The handler's first parameter type says what the observed
    /// object is cast to (usually `Self`); an empty trait list registers
    /// nothing and prints a message.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    /// Stops the registration `registration` (from this object); nothing
    /// when it was already stopped.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
