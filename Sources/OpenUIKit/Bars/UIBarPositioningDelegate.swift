import Foundation

/// A bar's delegate that can tell the bar where it sits. Every method is
/// optional.
@MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits. OpenUIKit records the answer as the bar's
    /// ``UIBarPositioning/barPosition``; bars are drawn the same at every
    /// position (UIKit extends a `.topAttached` bar's background under the
    /// status bar).
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
