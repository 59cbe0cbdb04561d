import Foundation

/// An object that responds to an event on a layer — usually an animation
/// added for a changed property.
///
/// A layer asks for an action whenever one of its properties changes (and
/// for `kCAOnOrderIn`/`kCAOnOrderOut`), then calls `run` after the change.
/// Returning `NSNull()` from a delegate or the `actions` dictionary stops
/// the search, as on Apple platforms.
@preconcurrency @MainActor
public protocol CAAction {
    /// Performs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is the "no action" action.
extension NSNull: @MainActor CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The event sent when a layer becomes part of a layer tree.
public let kCAOnOrderIn = "onOrderIn"
/// The event sent when a layer leaves a layer tree.
public let kCAOnOrderOut = "onOrderOut"
/// The key under which transition animations are added.
public let kCATransition = "transition"
