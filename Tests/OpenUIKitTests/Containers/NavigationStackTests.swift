import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The navigation controller's stack: what each call returns and leaves,
/// and UIKit's messages for misuse.
@MainActor
@Suite struct NavigationStackTests {
    @Test func theRootIsTheOnlyChildAndFindsItsNavigationController() {
        _ = TestHost()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.children == [root])
        #expect(root.parent === navigation)
        #expect(root.navigationController === navigation)
        #expect(navigation.navigationController == nil)
    }

    @Test func aGrandchildFindsTheNearestNavigationController() {
        _ = TestHost()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let child = UIViewController()
        root.addChild(child)
        #expect(child.navigationController === navigation)
    }

    @Test func pushPutsTheControllerOnTopAndAmongTheChildren() {
        let fixture = NavigationFixture()
        let b = UIViewController()
        fixture.navigation.pushViewController(b, animated: true)
        #expect(fixture.navigation.viewControllers == [fixture.a, b])
        #expect(fixture.navigation.topViewController === b)
        #expect(fixture.navigation.children == [fixture.a, b])
    }

    @Test func popReturnsThePoppedControllerAndItLeavesTheChildren() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        let popped = fixture.navigation.popViewController(animated: true)
        fixture.host.runUntilIdle()
        #expect(popped === b)
        #expect(fixture.navigation.viewControllers == [fixture.a])
        #expect(fixture.navigation.children == [fixture.a])
        #expect(b.parent == nil)
    }

    @Test func popWithOnlyTheRootReturnsNilAndChangesNothing() {
        let fixture = NavigationFixture()
        #expect(fixture.navigation.popViewController(animated: true) == nil)
        #expect(fixture.navigation.viewControllers == [fixture.a])
    }

    @Test func popToRootReturnsThePoppedControllersBottomFirst() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        let c = UIViewController()
        fixture.navigation.pushViewController(c, animated: false)
        let popped = fixture.navigation.popToRootViewController(animated: false)
        #expect(popped == [b, c])
        #expect(fixture.navigation.viewControllers == [fixture.a])
    }

    @Test func popToTheTopReturnsAnEmptyArray() {
        let fixture = NavigationFixture()
        #expect(fixture.navigation.popToViewController(fixture.a, animated: true) == [])
    }

    @Test func popToAControllerNotOnTheStackIsRefusedWithUIKitsMessage() {
        let fixture = NavigationFixture()
        #expect(fixture.navigation.popToViewController(UIViewController(), animated: true) == nil)
        #expect(fixture.host.diagnostics == [
            "NSInvalidArgumentException, reason: 'Tried to pop to a view controller that doesn't exist.'; the call was refused.",
        ])
    }

    @Test func pushingTheSameInstanceTwiceIsRefusedWithUIKitsMessage() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        fixture.navigation.pushViewController(b, animated: true)
        #expect(fixture.navigation.viewControllers == [fixture.a, b])
        #expect(fixture.host.diagnostics == [
            "NSInvalidArgumentException, reason: 'Pushing the same view controller instance more than once is not supported (\(b))'; "
                + "the call was refused.",
        ])
    }

    @Test func pushingANavigationControllerIsRefusedWithUIKitsMessage() {
        let fixture = NavigationFixture()
        fixture.navigation.pushViewController(UINavigationController(), animated: true)
        #expect(fixture.navigation.viewControllers == [fixture.a])
        #expect(fixture.host.diagnostics == [
            "NSInvalidArgumentException, reason: 'Pushing a navigation controller is not supported'; the call was refused.",
        ])
    }

    @Test func aPushDuringATransitionIsRefusedWithUIKitsMessage() {
        let fixture = NavigationFixture()
        let b = UIViewController()
        fixture.navigation.pushViewController(b, animated: true)
        fixture.navigation.pushViewController(UIViewController(), animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers == [fixture.a, b])
        #expect(fixture.host.diagnostics == ["nested push animation can result in corrupted navigation bar"])
    }

    @Test func aPopDuringATransitionIsRefusedWithUIKitsMessage() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        fixture.navigation.pushViewController(UIViewController(), animated: true)
        #expect(fixture.navigation.popViewController(animated: true) == nil)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers.count == 3)
        #expect(fixture.navigation.viewControllers[1] === b)
        #expect(fixture.host.diagnostics == ["nested pop animation can result in corrupted navigation bar"])
    }

    @Test func setViewControllersWithADuplicateIsRefusedWithUIKitsMessage() {
        let fixture = NavigationFixture()
        let b = UIViewController()
        fixture.navigation.setViewControllers([b, b], animated: false)
        #expect(fixture.navigation.viewControllers == [fixture.a])
        #expect(fixture.host.diagnostics.first?.hasPrefix(
            "NSInvalidArgumentException, reason: 'All view controllers in a navigation controller must be distinct") == true)
    }

    @Test func setViewControllersOrdersTheChildrenAsTheStack() {
        let fixture = NavigationFixture()
        let b = UIViewController(), c = UIViewController()
        fixture.navigation.setViewControllers([c, fixture.a, b], animated: false)
        #expect(fixture.navigation.children == [c, fixture.a, b])
        #expect(fixture.navigation.topViewController === b)
    }

    @Test func theVisibleControllerIsOneTheNavigationControllerPresents() {
        let fixture = NavigationFixture()
        let presented = UIViewController()
        fixture.navigation.present(presented, animated: false)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.visibleViewController === presented)
        #expect(fixture.navigation.topViewController === fixture.a)
    }

    @Test func aPoppedControllerIsReleased() {
        let fixture = NavigationFixture()
        weak var released: UIViewController?
        do {
            let b = UIViewController()
            released = b
            fixture.navigation.pushViewController(b, animated: true)
            fixture.host.runUntilIdle()
            fixture.navigation.popViewController(animated: true)
            fixture.host.runUntilIdle()
        }
        #expect(released == nil)
    }

    @Test func theTopViewFillsTheNavigationControllersView() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        #expect(b.view.frame == fixture.navigation.view.bounds)
    }
}
