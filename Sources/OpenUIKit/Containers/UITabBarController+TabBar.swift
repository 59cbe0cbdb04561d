import Foundation

extension UITabBarController {
    /// The bar's height above the bottom safe area.
    static let tabBarHeight: CGFloat = 49

    /// Set up once, from every initialiser: the bar reports taps here,
    /// which decide the selection themselves.
    func setUpTabBar() {
        tabBar.shouldSelectItem = { [unowned self] item in
            self.userTapped(item)
            return false
        }
    }

    /// The "More" tab's item (made once).
    var moreTabItem: UITabBarItem { moreNavigationController.tabBarItem }

    /// The bar shows a tab per bar child (and "More"), the selected one
    /// highlighted.
    func syncTabBarItems() {
        var items = barTabs.map { $0.tabBarItem! }
        if usesMoreTab { items.append(moreTabItem) }
        if !sameObjects(tabBar.items, items) {
            tabBar.setItems(items, animated: false)
        }
        let shown = shownChild(forIndex: selectedIndexStorage)
        tabBar.selectedItem = shown === moreNavigationController && usesMoreTab ? moreTabItem : shown?.tabBarItem
    }

    /// A tap on `item`: the delegate may refuse; else the tab is selected
    /// and the delegate told (also when it was selected already). Tapping
    /// the selected tab of a navigation controller pops it to its root.
    private func userTapped(_ item: UITabBarItem) {
        let target: UIViewController
        if usesMoreTab, item === moreTabItem {
            target = moreNavigationController
        } else if let tab = barTabs.first(where: { $0.tabBarItem === item }) {
            target = tab
        } else {
            return
        }
        CallbackTrace.record("tabBarController(_:shouldSelect:)", on: delegate)
        guard delegate?.tabBarController(self, shouldSelect: target) ?? true else { return }
        if target === moreNavigationController {
            if shownChild(forIndex: selectedIndexStorage) === moreNavigationController {
                moreNavigationController.popToRootViewController(animated: true)
            } else {
                selectedViewController = moreNavigationController
            }
        } else if target === selectedViewController, let navigation = target as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        } else {
            selectedViewController = target
        }
        CallbackTrace.record("tabBarController(_:didSelect:)", on: delegate)
        delegate?.tabBarController(self, didSelect: target)
    }

    /// The "More" list is shown again: it is the selection.
    func moreListDidAppear() {
        guard usesMoreTab, shownChild(forIndex: selectedIndexStorage) === moreNavigationController else { return }
        selectedIndexStorage = Int.max
        syncTabBarItems()
    }

    /// Whether the bar hides for the selected tab: a navigation
    /// controller with a controller on its stack that
    /// `hidesBottomBarWhenPushed` (the root does not count).
    var hidesTabBar: Bool {
        guard let navigation = shownChild(forIndex: selectedIndexStorage) as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains(where: \.hidesBottomBarWhenPushed)
    }

    /// Shows or hides the bar as the selected tab asks, and lays it out.
    func updateTabBarVisibility() {
        guard isViewLoaded else { return }
        tabBar.isHidden = hidesTabBar
        view.setNeedsLayout()
    }

    /// The selected tab's child (the "More" navigation controller for a tab in its list).
    var shownChild: UIViewController? { shownChild(forIndex: selectedIndexStorage) }

    /// The tab bar above the transition view.
    func installChrome(in view: UIView) {
        view.addSubview(tabBar)
    }

    /// The bar along the bottom (its height plus the bottom safe area);
    /// the shown child's safe area ends above it.
    func layoutChrome() {
        guard let view = viewIfLoaded else { return }
        transitionView.frame = view.bounds
        let bottom = view.safeAreaInsets.bottom
        let height = Self.tabBarHeight + bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        tabBar.isHidden = hidesTabBar
        let covered = tabBar.isHidden ? 0 : Self.tabBarHeight
        for child in childStorage {
            child.setContainerSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0))
        }
    }
}
