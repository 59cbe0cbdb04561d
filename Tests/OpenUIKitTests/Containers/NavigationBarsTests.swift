import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The navigation controller's bars: the navigation bar follows the
/// stack, its back button pops, the toolbar shows the top's items, and
/// the children's safe area ends at the bars.
@MainActor
@Suite struct NavigationBarsTests {
    @Test func theBarShowsTheStacksItems() {
        let fixture = NavigationFixture()
        fixture.a.title = "Inbox"
        let b = fixture.pushB()
        b.title = "Message"
        #expect(fixture.navigation.navigationBar.items?.map(\.title) == ["Inbox", "Message"])
        #expect(fixture.navigation.navigationBar.topItem === b.navigationItem)
        #expect(fixture.navigation.navigationBar.backItem === fixture.a.navigationItem)
    }

    @Test func replacingTheControllersBelowTheTopUpdatesTheBar() {
        let fixture = NavigationFixture()
        let below = UIViewController()
        below.title = "Mailboxes"
        fixture.navigation.setViewControllers([below, fixture.a], animated: false)
        #expect(fixture.navigation.navigationBar.items?.count == 2)
        #expect(fixture.navigation.navigationBar.backItem === below.navigationItem)
    }

    @Test func theBarLiesBelowTheTopSafeAreaAndTheChildsSafeAreaBelowTheBar() {
        let fixture = NavigationFixture()
        #expect(fixture.navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(fixture.a.view.safeAreaInsets.top == CGFloat(47 + 44))
    }

    @Test func hidingTheBarGivesItsSpaceBack() {
        let fixture = NavigationFixture()
        fixture.navigation.setNavigationBarHidden(true, animated: false)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.navigationBar.isHidden)
        #expect(fixture.a.view.safeAreaInsets.top == CGFloat(47))
    }

    @Test func tappingTheBackButtonPops() {
        let fixture = NavigationFixture()
        fixture.pushB()
        let back = fixture.navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden && $0.alpha > 0 }
        #expect(back != nil)
        if let back {
            let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: fixture.host.window)
            fixture.host.tap(at: point)
        }
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers == [fixture.a])
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let fixture = NavigationFixture()
        let item = UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil as ((NSObject) -> () -> Void)?)
        fixture.a.toolbarItems = [item]
        fixture.navigation.setToolbarHidden(false, animated: false)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.toolbar.items?.first === item)
        #expect(fixture.navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(fixture.a.view.safeAreaInsets.bottom == CGFloat(34 + 44))
    }

    @Test func aCancelledEdgeSwipeLeavesTheBarOnTheTopItem() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        fixture.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.5)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.navigationBar.topItem === b.navigationItem)
    }

    @Test func settingTheTitleTitlesTheNavigationItem() {
        _ = TestHost()
        let controller = UIViewController()
        let item = controller.navigationItem
        controller.title = "Settings"
        #expect(item.title == "Settings")
        #expect(controller.tabBarItem.title == "Settings")
    }
}
