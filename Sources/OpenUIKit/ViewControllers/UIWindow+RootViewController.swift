import Foundation

extension UIWindow {
    /// Sets the root view controller. On a visible window the old root
    /// disappears and the new one appears through the appearance path:
    /// the new root's view loads, old `viewWillDisappear`, new
    /// `viewWillAppear`, the views swap (the new root view fills the window
    /// and resizes with it), old `viewDidDisappear`; the new root's
    /// `viewIsAppearing` and `viewDidAppear` follow the next layout pass.
    /// On a hidden window the root is installed when the window shows.
    func setRootViewController(_ controller: UIViewController?) {
        let old = rootViewControllerStorage
        guard old !== controller else { return }
        rootViewControllerStorage = controller
        guard !isHidden else {
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            return
        }
        let newView = controller?.view
        let oldIsShown = old?.appearance.isVisibleOrAppearing == true
        if oldIsShown { old?.beginAppearance(false, animated: false, trigger: .window) }
        if let controller, !controller.appearance.isVisibleOrAppearing {
            controller.beginAppearance(true, animated: false, trigger: .window)
            AppearanceScheduler.current.endAfterLayout(controller)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        if let newView { installRootView(newView) }
        if oldIsShown, old?.appearance.state == .disappearing { old?.endAppearance(trigger: .window) }
    }

    /// The window was shown or hidden: the root appears (installing its
    /// view the first time) or disappears.
    func visibilityDidChange() {
        guard let root = rootViewControllerStorage else { return }
        if isHidden {
            guard root.appearance.isVisibleOrAppearing else { return }
            root.beginAppearance(false, animated: false, trigger: .window)
            root.endAppearance(trigger: .window)
        } else if let rootView = root.view, rootView.superview !== self {
            installRootView(rootView)
        } else if !root.appearance.isVisibleOrAppearing {
            root.beginAppearance(true, animated: false, trigger: .window)
            AppearanceScheduler.current.endAfterLayout(root)
        }
    }

    /// Puts the root view into the window, filling it.
    private func installRootView(_ rootView: UIView) {
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rootView)
    }
}
