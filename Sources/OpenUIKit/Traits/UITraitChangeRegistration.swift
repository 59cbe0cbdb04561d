import Foundation

/// The token ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``
/// returns: pass it to ``UITraitChangeObservable/unregisterForTraitChanges(_:)``
/// to stop observing.
///
/// Registrations end with the observed object, so keeping the token is
/// only needed to stop observing early.
public protocol UITraitChangeRegistration: NSCopying {}
