import Foundation
import OpenQuartzCore

extension UIApplication {
    /// Posted when the app receives a warning about low memory
    /// (`object` is the application).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a low-memory warning as UIKit does when the system sends
    /// one: the delegate's `applicationDidReceiveMemoryWarning(_:)`, then
    /// `didReceiveMemoryWarning()` of every view controller in the
    /// windows' hierarchies (windows back to front; a controller before
    /// its children, its children before what it presents), then
    /// ``didReceiveMemoryWarningNotification``. Core Animation's renderers
    /// drop what they keep between frames
    /// (`CARenderer.releaseBackingStores()`); their next frames draw
    /// everything. An OpenUIKit addition for hosts (the system sends it on
    /// iOS); `TestHost` and the SDL host's tests call it.
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        var controllers: [UIViewController] = []
        for window in windows {
            if let root = window.rootViewController { Self.collect(root, into: &controllers) }
        }
        for controller in controllers { controller.didReceiveMemoryWarning() }
        CARenderer.releaseBackingStores()
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    }

    private static func collect(_ controller: UIViewController, into controllers: inout [UIViewController]) {
        guard !controllers.containsIdentical(controller) else { return }
        controllers.append(controller)
        for child in controller.children { collect(child, into: &controllers) }
        if let presented = controller.presentedStorage { collect(presented, into: &controllers) }
    }
}
