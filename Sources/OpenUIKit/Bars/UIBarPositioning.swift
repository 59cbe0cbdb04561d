import Foundation

/// A bar that can say where it sits (``UINavigationBar``, ``UIToolbar``).
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits: what its delegate's
    /// ``UIBarPositioningDelegate/position(for:)`` answers, `.any` without
    /// a delegate.
    var barPosition: UIBarPosition { get }
}
