import Foundation

extension UIWindow {
    /// Changes the window's size as a coordinated transition — UIKit's
    /// rotation and window-resize path: `willTransition(to:with:)` (when
    /// the traits change) and `viewWillTransition(to:with:)` reach the root
    /// controller, its children and the presented controllers with a
    /// transition coordinator, then the window resizes inside an animation
    /// of `duration` (0: at once), its top-left corner staying where it
    /// is. `targetTransform` is the rotation the
    /// coordinator reports (identity for a resize). An OpenUIKit addition
    /// for hosts: UIKit's system drives this itself.
    public func transition(toSize size: CGSize, duration: TimeInterval, targetTransform: CGAffineTransform = .identity) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            UIKitDiagnostics.report("UIWindow.transition(toSize:duration:): the size \(size) is not valid; ignored.")
            return
        }
        SizeTransition.run(window: self, to: size, duration: duration, targetTransform: targetTransform)
    }
}
