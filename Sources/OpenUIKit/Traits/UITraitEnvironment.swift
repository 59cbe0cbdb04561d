import Foundation

/// An object with a trait collection in the trait hierarchy: the screen,
/// windows, view controllers, presentation controllers and views.
///
/// Each environment's collection combines its parent's with its own
/// overrides. Prefer ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``
/// to ``traitCollectionDidChange(_:)``, which iOS 17 deprecates.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The environment's current traits.
    var traitCollection: UITraitCollection { get }

    /// Called after the environment's trait collection changed, with the
    /// collection it had before (nil the first time). Deprecated in iOS 17:
    /// register for the traits you use instead.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
