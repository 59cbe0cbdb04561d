import Foundation

extension UITraitChangeObservable {
    /// Observes `traits` and calls `handler` after any of them changes
    /// value (see ``UITraitChangeObservable``).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        store(TraitRegistrationRecord(traits: traits, handler: handler), caller: "registerForTraitChanges:withHandler:")
    }

    /// Observes `traits` and calls the argument-less method `action` of
    /// `target` after any of them changes. `target` is held weakly.
    ///
    /// - Note: UIKit takes a selector; OpenUIKit takes a method reference
    ///   (`action: Self.traitsChanged`). A target that is not an instance
    ///   of the method's type is refused with a message.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Receiver>(
        _ traits: [UITrait], target: Target, action: @escaping (Receiver) -> () -> Void
    ) -> any UITraitChangeRegistration {
        let caller = "registerForTraitChanges:withTarget:action:"
        guard target is Receiver else { return refuse(target, as: Receiver.self, traits: traits, caller: caller) }
        let record = TraitRegistrationRecord(traits: traits, action: { [weak target] _, _ in
            guard let receiver = target as? Receiver else { return }
            action(receiver)()
        })
        return store(record, caller: caller)
    }

    /// Observes `traits` and calls `action` of `target` with the observed
    /// object and its previous trait collection after any of them changes.
    /// `target` is held weakly; when the observed object is not a
    /// `TraitEnvironment`, the call is skipped with a message.
    ///
    /// - Note: UIKit takes a selector; OpenUIKit takes a method reference.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Receiver, TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], target: Target,
        action: @escaping (Receiver) -> (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let caller = "registerForTraitChanges:withTarget:action:"
        guard target is Receiver else { return refuse(target, as: Receiver.self, traits: traits, caller: caller) }
        let handler: TraitChangeHandler<TraitEnvironment> = { [weak target] environment, previous in
            guard let receiver = target as? Receiver else { return }
            action(receiver)(environment, previous)
        }
        let record = TraitRegistrationRecord(traits: traits, handler: handler)
        return store(record, caller: caller)
    }

    /// Observes `traits` and calls the argument-less method `action` of
    /// the observed object itself after any of them changes.
    ///
    /// - Note: UIKit takes a selector; OpenUIKit takes a method reference.
    @discardableResult
    public func registerForTraitChanges<Receiver>(
        _ traits: [UITrait], action: @escaping (Receiver) -> () -> Void
    ) -> any UITraitChangeRegistration {
        let caller = "registerForTraitChanges:withAction:"
        let record = TraitRegistrationRecord(traits: traits, action: { object, _ in
            guard let receiver = object as? Receiver else {
                UIKitDiagnostics.report(
                    "\(caller): \(type(of: object)) does not respond to an action of \(Receiver.self).")
                return
            }
            action(receiver)()
        })
        return store(record, caller: caller)
    }

    /// Observes `traits` and calls `action` of the observed object itself
    /// with the object and its previous trait collection after any of them
    /// changes.
    ///
    /// - Note: UIKit takes a selector; OpenUIKit takes a method reference.
    @discardableResult
    public func registerForTraitChanges<Receiver, TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], action: @escaping (Receiver) -> (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let caller = "registerForTraitChanges:withAction:"
        let record = TraitRegistrationRecord(traits: traits, handler: { (environment: TraitEnvironment, previous) in
            guard let receiver = environment as? Receiver else {
                UIKitDiagnostics.report(
                    "\(caller): \(type(of: environment)) does not respond to an action of \(Receiver.self).")
                return
            }
            action(receiver)(environment, previous)
        })
        return store(record, caller: caller)
    }

    /// Stops `registration`; a registration this object did not make, or
    /// one already stopped, changes nothing.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? TraitChangeRegistration else {
            UIKitDiagnostics.report(
                "unregisterForTraitChanges: \(type(of: registration)) is not a registration made by OpenUIKit.")
            return
        }
        (self as? any TraitChangeRegistrationStore)?.removeTraitRegistration(id: registration.id)
    }

    /// Prints that `target` cannot receive an action of `receiver` and
    /// returns a registration that was never stored.
    private func refuse<Receiver>(
        _ target: AnyObject, as receiver: Receiver.Type, traits: [UITrait], caller: String
    ) -> any UITraitChangeRegistration {
        UIKitDiagnostics.report(
            "-[\(type(of: self)) \(caller)]: target \(type(of: target)) does not respond to an action of "
                + "\(Receiver.self); nothing was registered.")
        return TraitChangeRegistration(traits: traits)
    }

    /// Hands `record` to the object's registration store and returns its
    /// registration; prints `caller`'s refusal instead when there are no
    /// traits or no store.
    private func store(_ record: TraitRegistrationRecord, caller: String) -> any UITraitChangeRegistration {
        guard !record.traits.isEmpty else {
            UIKitDiagnostics.report("-[\(type(of: self)) \(caller)]: no traits to observe; nothing was registered.")
            return record.registration
        }
        guard let store = self as? any TraitChangeRegistrationStore else {
            UIKitDiagnostics.report(
                "-[\(type(of: self)) \(caller)]: \(type(of: self)) does not keep trait registrations; "
                    + "nothing was registered.")
            return record.registration
        }
        store.addTraitRegistration(record)
        return record.registration
    }
}
