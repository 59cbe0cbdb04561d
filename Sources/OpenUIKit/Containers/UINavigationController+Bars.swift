import Foundation

extension UINavigationController {
    /// The toolbar's height above the bottom safe area.
    static let toolbarHeight: CGFloat = 44

    /// Set up once, from every initialiser: the bar's back button pops
    /// through this controller (as UIKit's navigation controller is its
    /// bar's delegate).
    func setUpNavigation() {
        navigationBar.delegate = self
        navigationBar.backButtonAction = { [unowned self] in
            self.popViewController(animated: true)
        }
    }

    /// The bars over the transition view: the navigation bar below the top
    /// safe area (its background reaching up under the status bar), the
    /// toolbar above the bottom one; the children's safe area ends at them.
    func layoutChrome() {
        guard let view = viewIfLoaded else { return }
        transitionView.frame = view.bounds
        let safe = view.safeAreaInsets
        let barHeight = navigationBar.barHeight
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: view.bounds.width, height: barHeight)
        toolbar.isHidden = isToolbarHidden
        toolbar.frame = CGRect(
            x: 0, y: view.bounds.height - safe.bottom - Self.toolbarHeight, width: view.bounds.width, height: Self.toolbarHeight)
        let covered = UIEdgeInsets(
            top: isNavigationBarHidden ? 0 : barHeight, left: 0, bottom: isToolbarHidden ? 0 : Self.toolbarHeight, right: 0)
        for child in childStorage { child.setContainerSafeAreaInsets(covered) }
    }

    /// The top of the stack.
    var shownChild: UIViewController? { topViewController }

    /// The navigation bar and toolbar above the transition view; the edge
    /// swipe on the root view.
    func installChrome(in view: UIView) {
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        popGesture.install(in: self, on: view)
    }

    /// The bar shows the stack's items, the toolbar the top's toolbar items.
    func syncBars(animated: Bool) {
        let items = stackStorage.map(\.navigationItem)
        if !sameObjects(navigationBar.items, items) {
            navigationBar.setItems(items, animated: animated)
        }
        let toolbarItems = topViewController?.toolbarItems ?? []
        if !sameObjects(toolbar.items, toolbarItems) {
            toolbar.setItems(toolbarItems, animated: animated)
        }
        viewIfLoaded?.setNeedsLayout()
        tabBarController?.updateTabBarVisibility()
    }

    /// The stack changed without a transition.
    func navigationStackDidChange(animated: Bool) {
        syncBars(animated: animated)
    }

    /// A push or pop starts: the bars follow the new stack.
    func navigationTransitionWillBegin(_ transition: ContainerTransition) {
        syncBars(animated: transition.animated)
    }

    /// A push or pop ended; cancelled, the bars go back to the stack as it is again.
    func navigationTransitionDidEnd(_ transition: ContainerTransition, finished: Bool) {
        if !finished { syncBars(animated: false) }
    }

    /// `setNavigationBarHidden(_:animated:)`.
    func setBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHiddenStorage = hidden
        layoutBarsChanging(animated: animated)
    }

    /// `setToolbarHidden(_:animated:)`.
    func setToolbarHiddenState(_ hidden: Bool, animated: Bool) {
        isToolbarHiddenStorage = hidden
        layoutBarsChanging(animated: animated)
    }

    /// Lays the bars out again now, inside an animation of UIKit's bar
    /// duration when `animated`.
    private func layoutBarsChanging(animated: Bool) {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        guard animated else { return }
        UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration)) { view.layoutIfNeeded() }
    }
}
