import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A tab bar controller delegate that logs and may refuse a tab.
@MainActor
final class LoggingTabBarDelegate: UITabBarControllerDelegate {
    let log: Log
    var refused: UIViewController?
    var animator: LoggingAnimator?

    init(_ log: Log) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("delegate.shouldSelect(\(LoggingViewController.label(viewController)))")
        return viewController !== refused
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("delegate.didSelect(\(LoggingViewController.label(viewController)))")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}

/// Tabs: lazy loading, switching order, the bar, the delegate.
@MainActor
@Suite struct TabBarControllerTests {
    @MainActor
    struct Fixture {
        let host = TestHost()
        let log = Log()
        let tabs = UITabBarController()
        let a: LoggingViewController
        let b: LoggingViewController
        let delegate: LoggingTabBarDelegate

        init() {
            a = LoggingViewController("A", log: log)
            b = LoggingViewController("B", log: log)
            a.title = "First"
            b.title = "Second"
            delegate = LoggingTabBarDelegate(log)
            tabs.delegate = delegate
            tabs.viewControllers = [a, b]
            host.window.rootViewController = tabs
            host.runUntilIdle()
            log.clear()
        }

        /// The log without layout callbacks.
        var events: [String] {
            log.entries.filter { !$0.contains("Layout") && !$0.contains("layoutSubviews") && !$0.contains("updateViewConstraints") }
        }

        /// Taps the tab bar's slot `index` (equal slots across the bar).
        func tapTab(_ index: Int) {
            let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: host.window)
            let slot = bar.width / CGFloat(tabs.tabBar.items?.count ?? 1)
            host.tap(at: CGPoint(x: bar.minX + slot * (CGFloat(index) + 0.5), y: bar.minY + 20))
            host.runUntilIdle()
        }
    }

    @Test func onlyTheSelectedTabsViewLoads() {
        let fixture = Fixture()
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.tabs.selectedViewController === fixture.a)
        #expect(fixture.a.view.window === fixture.host.window)
        #expect(!fixture.b.isViewLoaded)
    }

    @Test func selectingATabLoadsItAndSwitchesInTheContainerOrder() {
        let fixture = Fixture()
        fixture.tabs.selectedIndex = 1
        #expect(fixture.events == [
            "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
            "B.viewDidAppear",
        ])
        #expect(fixture.a.view.window == nil)
        #expect(fixture.tabs.selectedViewController === fixture.b)
    }

    @Test func tappingATabAsksAndTellsTheDelegate() {
        let fixture = Fixture()
        fixture.tapTab(1)
        #expect(fixture.events.first == "delegate.shouldSelect(B)")
        #expect(fixture.events.last == "delegate.didSelect(B)")
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.tabs.tabBar.selectedItem === fixture.b.tabBarItem)
    }

    @Test func theDelegateCanRefuseATab() {
        let fixture = Fixture()
        fixture.delegate.refused = fixture.b
        fixture.tapTab(1)
        #expect(fixture.events == ["delegate.shouldSelect(B)"])
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.tabs.tabBar.selectedItem === fixture.a.tabBarItem)
    }

    @Test func selectingInCodeDoesNotAskTheDelegate() {
        let fixture = Fixture()
        fixture.tabs.selectedViewController = fixture.b
        #expect(!fixture.events.contains { $0.hasPrefix("delegate") })
    }

    @Test func selectingAControllerThatIsNotATabIsRefusedWithUIKitsMessage() {
        let fixture = Fixture()
        fixture.tabs.selectedViewController = UIViewController()
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.host.diagnostics == [
            "NSInvalidArgumentException, reason: '-[UITabBarController setSelectedViewController:] only a view controller in the "
                + "tab bar controller's list of view controllers can be selected.'; the call was refused.",
        ])
    }

    @Test func settingTheTabsMakesThemAllCustomizable() {
        let fixture = Fixture()
        #expect(fixture.tabs.customizableViewControllers?.count == 2)
        #expect(fixture.tabs.customizableViewControllers?.first === fixture.a)
    }

    @Test func theBarShowsOneItemPerTabTitledAfterItsController() {
        let fixture = Fixture()
        #expect(fixture.tabs.tabBar.items?.map(\.title) == ["First", "Second"])
        #expect(fixture.a.tabBarController === fixture.tabs)
    }

    @Test func theChildsSafeAreaEndsAboveTheBar() {
        let fixture = Fixture()
        #expect(fixture.a.view.safeAreaInsets.bottom == CGFloat(34 + 49))
        #expect(fixture.tabs.tabBar.frame.minY == CGFloat(844 - 34 - 49))
    }

    @Test func replacingTheTabsKeepsTheSelectedController() {
        let fixture = Fixture()
        fixture.tabs.selectedIndex = 1
        let c = UIViewController()
        fixture.tabs.viewControllers = [c, fixture.b]
        #expect(fixture.tabs.selectedViewController === fixture.b)
        #expect(fixture.tabs.selectedIndex == 1)
        #expect(fixture.a.parent == nil)
        #expect(fixture.tabs.children == [c, fixture.b])
    }

    @Test func aDelegateAnimatorRunsTheSwitchWithACoordinator() {
        let fixture = Fixture()
        fixture.delegate.animator = LoggingAnimator(fixture.log, duration: 0.3)
        fixture.tabs.selectedIndex = 1
        #expect(fixture.b.transitionCoordinator != nil)
        fixture.host.runUntilIdle()
        #expect(fixture.log.entries.filter { $0.hasPrefix("animator") } == [
            "animator.transitionDuration", "animator.animateTransition", "animator.animationEnded(true)",
        ])
        #expect(fixture.b.view.window === fixture.host.window)
        #expect(fixture.a.view.window == nil)
    }

    @Test func moreThanFiveTabsPutTheRestInTheMoreList() {
        let host = TestHost()
        let tabs = UITabBarController()
        let controllers = (1...7).map { index -> UIViewController in
            let controller = UIViewController()
            controller.title = "Tab \(index)"
            return controller
        }
        tabs.viewControllers = controllers
        host.window.rootViewController = tabs
        host.runUntilIdle()
        #expect(tabs.tabBar.items?.count == 5)
        #expect(tabs.tabBar.items?.last === tabs.moreNavigationController.tabBarItem)
        tabs.selectedIndex = 5
        host.runUntilIdle()
        #expect(tabs.selectedViewController === controllers[5])
        #expect(tabs.moreNavigationController.topViewController === controllers[5])
        #expect(controllers[5].view.window === host.window)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
    }

    @Test func tappingTheSelectedNavigationTabPopsItToItsRoot() {
        let host = TestHost()
        let tabs = UITabBarController()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Stack", image: nil, tag: 0)
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        navigation.pushViewController(UIViewController(), animated: false)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: host.window)
        host.tap(at: CGPoint(x: bar.minX + bar.width / 4, y: bar.minY + 20))
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
    }

    @Test func aPushedControllerThatHidesTheBottomBarHidesTheTabBar() {
        let host = TestHost()
        let tabs = UITabBarController()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        tabs.viewControllers = [navigation]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
    }
}

@MainActor
@Suite struct TabBarNestingTests {
    @Test func aNavigationStackInATabPassesTheSwitchToItsTopController() {
        let host = TestHost()
        let log = Log()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: a), b]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        log.clear()
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        host.runUntilIdle()
        let appearance = log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(appearance == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear",
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
        ])
    }
}

/// A tab bar controller delegate whose switches run through an
/// interruptible animator driven by a percent-driven interaction.
@MainActor
final class InteractiveTabDelegate: UITabBarControllerDelegate {
    let animator = InterruptibleSlideAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

@MainActor
@Suite struct TabBarInteractiveSwitchTests {
    /// Two plain tabs on screen, the first selected, switched through an
    /// ``InteractiveTabDelegate``.
    @MainActor
    struct Fixture {
        let host = TestHost()
        let tabs = UITabBarController()
        let delegate = InteractiveTabDelegate()
        let first = UIViewController()
        let second = UIViewController()

        init() {
            tabs.delegate = delegate
            tabs.viewControllers = [first, second]
            host.window.rootViewController = tabs
            host.runUntilIdle()
        }
    }

    @Test func aCancelledInteractiveSwitchKeepsTheFirstTabSelected() {
        let fixture = Fixture()
        let (host, tabs, delegate, first, second) = (fixture.host, fixture.tabs, fixture.delegate, fixture.first, fixture.second)
        tabs.selectedIndex = 1
        delegate.interactor.update(0.4)
        #expect(delegate.animator.propertyAnimator?.fractionComplete == 0.4)
        delegate.interactor.cancel()
        host.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        #expect(first.view.window === host.window)
        #expect(second.viewIfLoaded?.window == nil)
    }

    @Test func aFinishedInteractiveSwitchSelectsTheSecondTab() {
        let fixture = Fixture()
        let (host, tabs, delegate, first, second) = (fixture.host, fixture.tabs, fixture.delegate, fixture.first, fixture.second)
        tabs.selectedIndex = 1
        delegate.interactor.update(0.6)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(second.view.window === host.window)
        #expect(first.view.window == nil)
    }
}
