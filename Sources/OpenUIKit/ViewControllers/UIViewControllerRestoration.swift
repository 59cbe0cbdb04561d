import Foundation

/// A class that makes view controllers during state restoration: a
/// controller's ``UIViewController/restorationClass``.
///
/// At launch, for each preserved controller whose restoration class is
/// set, UIKit asks that class first; nil means the app does not want the
/// controller back, and restoration looks no further for it (nor for the
/// controllers it contained).
@preconcurrency @MainActor
public protocol UIViewControllerRestoration {
    /// The controller for the restoration path `identifierComponents` (the
    /// restoration identifiers of its ancestors, then its own), made with
    /// the least set-up; its state is decoded afterwards. `coder` holds
    /// what the controller encoded, and
    /// ``UIApplication/stateRestorationViewControllerStoryboardKey`` gives
    /// the storyboard it came from.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
