import Foundation

extension UITabBarController {
    /// Shows the selected tab after the selection changed from
    /// `previousIndex`, whose shown child was `previousShown`: the "More" navigation
    /// controller's stack follows a selection in its list; the bar's
    /// selected item follows; the shown child changes — through a
    /// transition when on screen, else at once.
    func showSelection(from previousShown: UIViewController?, previousIndex: Int, animated: Bool) {
        syncMoreStack()
        syncTabBarItems()
        let to = shownChild(forIndex: selectedIndexStorage)
        guard previousShown !== to else { return }
        if let from = previousShown, let to, showsTransitions, tabTransition == nil {
            startTabSwitch(from: from, to: to, previousIndex: previousIndex)
        } else {
            swapShownChild(from: previousShown, to: to)
            updateTabBarVisibility()
        }
    }

    /// The "More" navigation controller shows its list, with the selected
    /// tab pushed on it when that tab lives there.
    private func syncMoreStack() {
        guard usesMoreTab, let tabs = tabsStorage else { return }
        var stack: [UIViewController] = [moreListController]
        if selectedIndexStorage < tabs.count, selectedIndexStorage >= Self.maximumBarTabs - 1 {
            stack.append(tabs[selectedIndexStorage])
        }
        if moreNavigationController.viewControllers != stack {
            moreNavigationController.setViewControllers(stack, animated: false)
        }
    }

    /// A switch on screen: the delegate's animator and interaction
    /// controller, else a switch at once, through the shared transition
    /// machinery (a coordinator exists either way).
    private func startTabSwitch(from: UIViewController, to: UIViewController, previousIndex: Int) {
        CallbackTrace.record("tabBarController(_:animationControllerForTransitionFrom:to:)", on: delegate)
        let delegateAnimator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let delegateAnimator {
            CallbackTrace.record("tabBarController(_:interactionControllerFor:)", on: delegate)
            interactor = delegate?.tabBarController(self, interactionControllerFor: delegateAnimator)
        }
        let transition = ContainerTransition(.tabSwitch, in: self, from: from, to: to, animated: delegateAnimator != nil)
        tabTransition = transition
        switchedFromIndex = previousIndex
        transition.start(animator: delegateAnimator ?? ImmediateSwitchAnimator(), interactor: interactor)
    }
}

extension UITabBarController: ContainerTransitionHost {
    func containerTransitionWillShow(_ transition: ContainerTransition) {
        updateTabBarVisibility()
    }

    func containerTransitionDidFinish(_ transition: ContainerTransition) {
        switchedFromIndex = nil
    }

    /// The selection is as before the switch.
    func containerTransitionDidCancel(_ transition: ContainerTransition) {
        if let index = switchedFromIndex { selectedIndexStorage = index }
        switchedFromIndex = nil
        syncTabBarItems()
        updateTabBarVisibility()
    }

    /// Called before ``containerTransitionDidFinish(_:)`` or
    /// ``containerTransitionDidCancel(_:)``: the switch is no longer under way.
    func containerTransitionDidEnd(_ transition: ContainerTransition) {
        if tabTransition === transition { tabTransition = nil }
    }
}
