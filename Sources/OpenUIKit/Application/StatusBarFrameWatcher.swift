import Foundation

/// Posts `UIApplication`'s status-bar-frame notifications: after each
/// turn's layout it compares the status bar's frame with the last one seen
/// and, when it changed (the screen rotated or resized, the status bar was
/// hidden or shown), posts `willChangeStatusBarFrameNotification` (the new
/// frame) then `didChangeStatusBarFrameNotification` (the old one).
///
/// Difference from UIKit: both are posted together once the change has
/// happened, not the first before it.
@MainActor
final class StatusBarFrameWatcher {
    /// The frame after the last check (nil before the first).
    private var lastFrame: CGRect?

    /// Compares and posts (see the type); the first check only records.
    func check(_ application: UIApplication) {
        let frame = application.statusBarFrame
        defer { lastFrame = frame }
        guard let old = lastFrame, old != frame else { return }
        let center = NotificationCenter.default
        center.post(
            name: UIApplication.willChangeStatusBarFrameNotification, object: application,
            userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(cgRect: frame)])
        center.post(
            name: UIApplication.didChangeStatusBarFrameNotification, object: application,
            userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(cgRect: old)])
    }
}
