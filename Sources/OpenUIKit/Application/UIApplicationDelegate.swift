import Foundation

/// The methods the application calls on its delegate at launch and at
/// life-cycle events. Every method is optional, as in UIKit.
@MainActor
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
}
