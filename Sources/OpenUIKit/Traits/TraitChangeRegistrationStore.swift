import Foundation

/// An object that keeps trait-change registrations: the storage behind
/// ``UITraitChangeObservable``'s registration methods, which find it by
/// casting `self`.
///
/// UIView and UIViewController conform. A store keeps its records in
/// registration order and, whenever its trait collection changes from
/// `previous` to `current` (after `traitCollection` returns `current`),
/// calls ``TraitRegistrationRecord/notify(_:of:from:to:)`` with them, which
/// runs each record whose traits changed, in order, once.
@MainActor
protocol TraitChangeRegistrationStore: AnyObject {
    /// Keeps `record` (after the ones already kept).
    func addTraitRegistration(_ record: TraitRegistrationRecord)

    /// Drops the record whose registration has `id`; nothing when there is
    /// none (it may have been removed already).
    func removeTraitRegistration(id: ObjectIdentifier)
}
