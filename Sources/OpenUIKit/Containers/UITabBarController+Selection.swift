import Foundation

extension UITabBarController {
    /// The most tabs the bar shows; with more children, the last slot is "More".
    static let maximumBarTabs = 5

    /// Whether the children overflow the bar (the "More" tab is used).
    var usesMoreTab: Bool { (tabsStorage?.count ?? 0) > Self.maximumBarTabs }

    /// The children the bar has a tab of their own for.
    var barTabs: [UIViewController] {
        guard let tabs = tabsStorage else { return [] }
        return usesMoreTab ? Array(tabs.prefix(Self.maximumBarTabs - 1)) : tabs
    }

    /// The child whose view the tab bar controller shows for `index`: the
    /// tab's controller, or the "More" navigation controller for a tab that
    /// lives in its list (and for `Int.max` while the list is shown).
    func shownChild(forIndex index: Int) -> UIViewController? {
        guard let tabs = tabsStorage, !tabs.isEmpty else { return nil }
        if usesMoreTab, index >= Self.maximumBarTabs - 1 { return moreNavigationController }
        return index < tabs.count ? tabs[index] : nil
    }

    /// `selectedViewController`: the selected tab's controller; the "More"
    /// navigation controller while its list is shown.
    var defaultSelectedViewController: UIViewController? {
        guard let tabs = tabsStorage else { return nil }
        if selectedIndexStorage < tabs.count { return tabs[selectedIndexStorage] }
        return usesMoreTab && selectedIndexStorage == Int.max ? moreNavigationController : nil
    }

    /// `setViewControllers(_:animated:)`.
    func defaultSetViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let previousSelection = defaultSelectedViewController
        let previousShown = shownChild(forIndex: selectedIndexStorage)
        let previousIndex = selectedIndexStorage
        tabsStorage = controllers
        customizableViewControllers = controllers
        let tabs = controllers ?? []
        var index = Int.max
        if let previousSelection, let kept = tabs.firstIndex(where: { $0 === previousSelection }) {
            index = kept
        } else if selectedIndexStorage < tabs.count {
            index = selectedIndexStorage
        } else if !tabs.isEmpty {
            index = 0
        }
        selectedIndexStorage = index
        let newChildren = barTabs + (usesMoreTab ? [moreNavigationController] : [])
        for child in childStorage where !newChildren.containsIdentical(child) {
            child.willMove(toParent: nil)
            if child !== previousShown { child.viewIfLoaded?.removeFromSuperview() }
            child.removeFromParent()
        }
        for child in newChildren where child.parentStorage !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
        childStorage = newChildren
        UIKitRuntime.current.statusBarControlChanges += 1
        if usesMoreTab { moreListController.reload() }
        showSelection(from: previousShown, previousIndex: previousIndex, animated: animated)
    }

    /// Selects `index` from code (the delegate is not asked).
    func select(index: Int) {
        guard let tabs = tabsStorage, index < tabs.count, index >= 0 else { return }
        guard index != selectedIndexStorage else { return }
        let previousShown = shownChild(forIndex: selectedIndexStorage)
        let previousIndex = selectedIndexStorage
        selectedIndexStorage = index
        showSelection(from: previousShown, previousIndex: previousIndex, animated: false)
    }

    /// `selectedViewController`'s setter.
    func setSelectedViewController(_ controller: UIViewController?) {
        if usesMoreTab, controller === moreNavigationController {
            let previousShown = shownChild(forIndex: selectedIndexStorage)
            let previousIndex = selectedIndexStorage
            selectedIndexStorage = Int.max
            showSelection(from: previousShown, previousIndex: previousIndex, animated: false)
            return
        }
        guard let controller, let index = tabsStorage?.firstIndex(where: { $0 === controller }) else {
            UIKitDiagnostics.raise(
                "NSInvalidArgumentException",
                reason: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list "
                    + "of view controllers can be selected.")
            return
        }
        select(index: index)
    }
}
