import Foundation

/// A bar's delegate that can tell the bar where it sits. Every method is
/// optional.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits: the bar's ``UIBarPositioning/barPosition``. A
    /// `.topAttached` navigation bar extends its background up to its
    /// superview's top, under the status bar, as UIKit's does.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
