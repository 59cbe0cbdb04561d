import Foundation

/// A window's status bar: its style and visibility as the controllers that
/// control them last said, and which controllers those were.
struct StatusBarAppearance {
    /// `UIKitRuntime.statusBarUpdates` when it was asked.
    var update: Int
    /// `UIKitRuntime.statusBarControlChanges` when its controllers were
    /// last looked for.
    var controlChanges: Int
    var styleController: ObjectIdentifier?
    var hiddenController: ObjectIdentifier?
    var style: UIStatusBarStyle
    var isHidden: Bool
}

extension UIWindow {
    /// The window's status bar: asked again of the controlling controllers
    /// when ``UIViewController/setNeedsStatusBarAppearanceUpdate()`` was
    /// called or another controller took control (a presentation, a new
    /// root), else as last asked. The controlling controllers are looked
    /// for again only after such a call or a change that can move control
    /// (`UIKitRuntime.statusBarControlChanges`): a container whose
    /// `childForStatusBarStyle` answers differently calls
    /// `setNeedsStatusBarAppearanceUpdate()`, as UIKit documents.
    var currentStatusBarAppearance: StatusBarAppearance {
        let runtime = UIKitRuntime.current
        let (update, controlChanges) = (runtime.statusBarUpdates, runtime.statusBarControlChanges)
        // Asked every frame turn: nothing that decides it changed.
        if let cached = statusBarAppearance, cached.update == update, cached.controlChanges == controlChanges {
            return cached
        }
        let top = rootViewController.map(Self.statusBarController(from:))
        let styleController = top.map { Self.follow($0, forStyle: true) }
        let hiddenController = top.map { Self.follow($0, forStyle: false) }
        let styleID = styleController.map(ObjectIdentifier.init)
        let hiddenID = hiddenController.map(ObjectIdentifier.init)
        if var cached = statusBarAppearance, cached.update == update, cached.styleController == styleID,
           cached.hiddenController == hiddenID {
            cached.controlChanges = controlChanges
            statusBarAppearance = cached
            return cached
        }
        let appearance = StatusBarAppearance(
            update: update, controlChanges: controlChanges, styleController: styleID, hiddenController: hiddenID,
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

    /// `controller`'s designated child for the status bar's style or
    /// visibility, followed to the end (at most 64 steps). Direct calls, not
    /// key paths: this runs every frame turn.
    private static func follow(_ controller: UIViewController, forStyle: Bool) -> UIViewController {
        var current = controller
        for _ in 0..<64 {
            guard let next = forStyle ? current.childForStatusBarStyle : current.childForStatusBarHidden,
                  next !== current
            else { break }
            current = next
        }
        return current
    }
}
