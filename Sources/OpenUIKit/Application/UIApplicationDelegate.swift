import Foundation

/// The methods the application calls on its delegate at launch and at
/// life-cycle events. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window of a non-scene app (read by the host to show it).
    var window: UIWindow? { get set }
    /// Launch has begun; return false to refuse a URL launch (ignored here).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch has finished: build the interface here.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app moved to the background (its state is preserved next).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app received a memory warning; sent before the controllers'
    /// `didReceiveMemoryWarning()` and the notification.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Whether to preserve the app's state now (default false: nothing is saved).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the saved state at this launch (default false).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// The controller for a restoration path when it has no restoration
    /// class (default nil: an existing controller, then the storyboard).
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController?
    /// Save app-level state, before the controllers' (default: nothing).
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Restore app-level state, after the controllers decoded theirs (default: nothing).
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
}

extension UIApplicationDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns true.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

    /// Returns true.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// Returns false.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }

    /// Returns false.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }

    /// Returns nil.
    public func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController? { nil }

    /// Does nothing.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}

    /// Does nothing.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
}
