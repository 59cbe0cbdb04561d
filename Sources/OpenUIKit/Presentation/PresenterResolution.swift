import Foundation

/// UIKit's rules for which controller really presents.
@MainActor
enum PresenterResolution {
    /// The controller that presents `presented` for a request made on
    /// `receiver`:
    /// - full-screen styles (and custom ones whose presentation controller
    ///   presents in full screen): the receiver or its nearest ancestor
    ///   that covers the window — the window's root or a presented
    ///   controller; else the window's root;
    /// - current-context styles: the nearest ancestor (or the receiver)
    ///   with `definesPresentationContext`; a presented controller bounds
    ///   the search (*decided*); else the window's root.
    static func presenter(
        for receiver: UIViewController, style: UIModalPresentationStyle, presented: UIViewController, in window: UIWindow
    ) -> UIViewController {
        if usesCurrentContext(style, presented: presented) {
            return contextController(from: receiver, in: window)
        }
        var candidate = receiver
        while true {
            if candidate.presentingStorage != nil || candidate === window.rootViewController { return candidate }
            guard let parent = candidate.parentStorage else { return window.rootViewController ?? candidate }
            candidate = parent
        }
    }

    /// The controller whose view a current-context presentation covers.
    static func contextController(from receiver: UIViewController, in window: UIWindow) -> UIViewController {
        var candidate: UIViewController? = receiver
        while let controller = candidate {
            if controller.definesPresentationContext || controller.presentingStorage != nil { return controller }
            candidate = controller.parentStorage
        }
        return window.rootViewController ?? receiver
    }

    /// Whether `style` presents in the current context.
    static func usesCurrentContext(_ style: UIModalPresentationStyle, presented: UIViewController) -> Bool {
        switch style {
        case .currentContext, .overCurrentContext:
            return true
        case .custom:
            return presented.currentPresentationController()?.shouldPresentInFullscreen == false
        default:
            return false
        }
    }

    /// `presented` and every controller presented above it, bottom first.
    static func presentedStack(from presented: UIViewController) -> [UIViewController] {
        var stack = [presented]
        while let next = stack.last?.presentedStorage { stack.append(next) }
        return stack
    }

    /// Every controller presented in `root`'s hierarchy — by `root`, by its
    /// children (current-context presentations) and by those presented in
    /// turn — bottom first: a presenter's children's presentations before
    /// its own, each presented controller before what it presents.
    static func presentedControllers(under root: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        collectPresented(under: root, into: &result)
        return result
    }

    private static func collectPresented(under controller: UIViewController, into result: inout [UIViewController]) {
        for child in controller.childStorage { collectPresented(under: child, into: &result) }
        guard let presented = controller.presentedStorage, presented.presentingStorage === controller else { return }
        result.append(presented)
        collectPresented(under: presented, into: &result)
    }
}
