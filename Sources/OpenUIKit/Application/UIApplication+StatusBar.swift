import Foundation

extension UIApplication {
    /// Posted when the status bar's frame is about to change (`userInfo`:
    /// the new frame under ``statusBarFrameUserInfoKey``). Deprecated in
    /// UIKit; see `StatusBarFrameWatcher` for when OpenUIKit posts it.
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")

    /// Posted when the status bar's frame changed (`userInfo`: the old
    /// frame under ``statusBarFrameUserInfoKey``). Deprecated in UIKit.
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")

    /// The `userInfo` key of the status-bar-frame notifications: an
    /// `NSValue` holding a `CGRect`.
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    /// The key window's status bar style: what the controller in control
    /// of it (the root, or the last controller presented full screen or
    /// capturing the status bar, followed through `childForStatusBarStyle`)
    /// said when last asked. Deprecated in UIKit (the window scene's
    /// status bar manager has it); OpenUIKit has no scenes.
    public var statusBarStyle: UIStatusBarStyle {
        keyWindow?.currentStatusBarAppearance.style ?? .default
    }

    /// Whether the key window's status bar is hidden (see ``statusBarStyle``).
    public var isStatusBarHidden: Bool {
        keyWindow?.currentStatusBarAppearance.isHidden ?? false
    }

    /// The status bar's frame in screen coordinates: the screen's width and
    /// its top safe-area inset (20 points on a screen without one), or
    /// `.zero` while it is hidden. Hosts draw the status bar there when
    /// ``UIKitRuntime/drawsStatusBar`` is on and the screen has a top inset.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = UIScreen.main
        let top = screen.safeAreaInsets.top
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: top > 0 ? top : 20)
    }
}
