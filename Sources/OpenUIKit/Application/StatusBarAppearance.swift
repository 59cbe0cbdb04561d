import Foundation

/// A window's status bar: its style and visibility as the controllers that
/// control them last said, and which controllers those were.
struct StatusBarAppearance {
    /// `UIKitRuntime.statusBarUpdates` when it was asked.
    var update: Int
    var styleController: ObjectIdentifier?
    var hiddenController: ObjectIdentifier?
    var style: UIStatusBarStyle
    var isHidden: Bool
}

extension UIWindow {
    /// The window's status bar: asked again of the controlling controllers
    /// when ``UIViewController/setNeedsStatusBarAppearanceUpdate()`` was
    /// called or another controller took control (a presentation, a new
    /// root), else as last asked.
    var currentStatusBarAppearance: StatusBarAppearance {
        let top = rootViewController.map(Self.statusBarController(from:))
        let styleController = top.map { Self.follow($0, \.childForStatusBarStyle) }
        let hiddenController = top.map { Self.follow($0, \.childForStatusBarHidden) }
        let styleID = styleController.map(ObjectIdentifier.init)
        let hiddenID = hiddenController.map(ObjectIdentifier.init)
        let update = UIKitRuntime.current.statusBarUpdates
        if let cached = statusBarAppearance, cached.update == update, cached.styleController == styleID,
           cached.hiddenController == hiddenID {
            return cached
        }
        let appearance = StatusBarAppearance(
            update: update, styleController: styleID, hiddenController: hiddenID,
            style: styleController?.preferredStatusBarStyle ?? .default,
            isHidden: hiddenController?.prefersStatusBarHidden ?? false)
        statusBarAppearance = appearance
        return appearance
    }

    /// The controller in control of the status bar from `root` on: the
    /// last one presented full screen, or capturing the status bar, along
    /// the chain of presentations.
    private static func statusBarController(from root: UIViewController) -> UIViewController {
        var current = root
        var walker: UIViewController? = root
        while let presenter = walker, let presented = presenter.presentedViewController, presented !== presenter {
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                current = presented
            }
            walker = presented
        }
        return current
    }

    /// `controller`'s designated child for the status bar, followed to the end.
    private static func follow(
        _ controller: UIViewController, _ child: KeyPath<UIViewController, UIViewController?>
    ) -> UIViewController {
        var current = controller
        var steps = 0
        while let next = current[keyPath: child], next !== current, steps < 64 {
            current = next
            steps += 1
        }
        return current
    }
}
