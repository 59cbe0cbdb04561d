import Foundation
import OpenUIKit

extension TestHost {
    /// The file this host's app preserves its state to: in a folder of its
    /// own under the temporary directory, made on first use.
    public var stateArchiveURL: URL {
        if let url = UIApplication.shared.stateRestorationArchiveURL { return url }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-testhost-\(UUID().uuidString)")
            .appendingPathComponent("state.archive")
        UIApplication.shared.stateRestorationArchiveURL = url
        return url
    }

    /// Quits and launches the app again, as a user who leaves an app and
    /// comes back after the system ended it: the app moves to the
    /// background (``UIApplication/enterBackground()``: resign active,
    /// `applicationDidEnterBackground`, state preservation — `delegate`, or
    /// the app's delegate, decides), the app is torn down — a new runtime, a
    /// new key window; nothing of the old app is reachable from the new
    /// one — and launched (``UIApplication/launch(delegate:options:afterWillFinishLaunching:)``):
    /// `delegate`'s `willFinishLaunching`, then `willFinishLaunching(window)`
    /// builds the initial interface in the new window, then restoration,
    /// `didFinishLaunching`, `applicationDidBecomeActive`, then a turn. Messages of both apps stay
    /// in ``diagnostics``.
    public func relaunch(delegate: (any UIApplicationDelegate)? = nil, willFinishLaunching: (UIWindow) -> Void) {
        runtime.makeCurrent()
        let archive = stateArchiveURL
        let oldApplication = UIApplication.shared
        if let delegate { oldApplication.delegate = delegate }
        oldApplication.enterBackground()
        let appDelegate = delegate ?? oldApplication.delegate
        window.rootViewController = nil
        window.isHidden = true
        replaceRuntime()
        let application = UIApplication.shared
        application.stateRestorationArchiveURL = archive
        application.launch(delegate: appDelegate) { willFinishLaunching(window) }
        turn()
    }
}
