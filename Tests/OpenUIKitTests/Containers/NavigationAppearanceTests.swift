import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// ORACLE 32 (and 23 for the cancelled pop): the appearance and
/// containment callbacks of pushes and pops, in order, through the test
/// host. The views' layout callbacks are left out of the logs compared
/// (``NavigationFixture/events(_:)``), except where a test is about them.
@MainActor
@Suite struct NavigationAppearanceTests {
    @Test func anAnimatedPushCallsTheOracleOrder() {
        let fixture = NavigationFixture()
        fixture.navigation.pushViewController(LoggingViewController("B", log: fixture.log), animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.events() == [
            "B.willMove(toParent: controller)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: controller)",
        ])
    }

    @Test func thePushedViewIsLaidOutAfterItsViewWillAppearAndBeforeTheAnimation() {
        let fixture = NavigationFixture()
        fixture.navigation.pushViewController(LoggingViewController("B", log: fixture.log), animated: true)
        let started = fixture.log.entries
        #expect(Array(started.drop { $0 != "B.viewWillAppear" }.prefix(5)) == [
            "B.viewWillAppear", "B.updateViewConstraints", "B.viewIsAppearing", "B.viewWillLayoutSubviews", "B.view.layoutSubviews",
        ])
        #expect(!started.contains("B.viewDidAppear"))
    }

    @Test func anAnimatedPopCallsTheOracleOrder() {
        let fixture = NavigationFixture()
        fixture.pushB()
        fixture.navigation.popViewController(animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.events() == [
            "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
            "A.viewDidAppear", "B.didMove(toParent: nil)",
        ])
    }

    @Test func aPushWithoutAnimationCallsTheSameOrderAtOnce() {
        let fixture = NavigationFixture()
        fixture.navigation.pushViewController(LoggingViewController("B", log: fixture.log), animated: false)
        #expect(fixture.events() == [
            "B.willMove(toParent: controller)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: controller)",
        ])
    }

    @Test func theCoveredViewLeavesTheWindowAfterAPush() {
        let fixture = NavigationFixture()
        fixture.pushB()
        #expect(fixture.a.viewIfLoaded?.window == nil)
        #expect(fixture.navigation.topViewController?.view.window === fixture.host.window)
    }

    @Test func popToRootGivesTheSkippedControllerNoAppearanceCalls() {
        let fixture = NavigationFixture()
        fixture.pushB()
        fixture.navigation.pushViewController(LoggingViewController("C", log: fixture.log), animated: false)
        fixture.log.clear()
        fixture.navigation.popToRootViewController(animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.events() == [
            "B.willMove(toParent: nil)", "B.didMove(toParent: nil)", "C.willMove(toParent: nil)", "C.viewWillDisappear",
            "A.viewWillAppear", "A.viewIsAppearing", "C.viewDidDisappear", "A.viewDidAppear", "C.didMove(toParent: nil)",
        ])
    }

    @Test func setViewControllersGivesControllersBelowTheNewTopNoAppearanceCalls() {
        let fixture = NavigationFixture()
        let b = LoggingViewController("B", log: fixture.log)
        let c = LoggingViewController("C", log: fixture.log)
        fixture.navigation.setViewControllers([fixture.a, b, c], animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.events() == [
            "B.willMove(toParent: controller)", "C.willMove(toParent: controller)", "B.didMove(toParent: controller)",
            "C.loadView", "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "A.viewDidDisappear",
            "C.viewDidAppear", "C.didMove(toParent: controller)",
        ])
        #expect(!b.isViewLoaded)
    }

    @Test func aCancelledEdgeSwipeCallsTheOracleOrder() {
        let fixture = NavigationFixture()
        fixture.pushB()
        fixture.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.5)
        fixture.host.runUntilIdle()
        #expect(fixture.events() == [
            "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillDisappear",
            "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
        ])
        #expect(fixture.navigation.viewControllers.map { ($0 as? LoggingViewController)?.name } == ["A", "B"])
        #expect(fixture.a.viewIfLoaded?.window == nil)
    }

    @Test func aFinishedEdgeSwipePopsTheTopController() {
        let fixture = NavigationFixture()
        fixture.pushB()
        fixture.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        fixture.host.runUntilIdle()
        #expect(fixture.events() == [
            "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
            "A.viewDidAppear", "B.didMove(toParent: nil)",
        ])
        #expect(fixture.navigation.viewControllers == [fixture.a])
    }

    @Test func aPushWhileOffScreenOnlyMovesTheChild() {
        _ = TestHost()
        let log = Log()
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        #expect(log.entries == [
            "A.willMove(toParent: controller)", "A.didMove(toParent: controller)", "B.willMove(toParent: controller)",
            "B.didMove(toParent: controller)",
        ])
    }
}

/// A navigation controller with a logging root "A" as the window's root,
/// on screen and settled, its log cleared.
@MainActor
struct NavigationFixture {
    let host = TestHost()
    let log = Log()
    let a: LoggingViewController
    let navigation: UINavigationController

    init() {
        a = LoggingViewController("A", log: log)
        navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.turn()
        log.clear()
    }

    /// Pushes a logging "B" without animation, settles, clears the log.
    @discardableResult
    func pushB() -> LoggingViewController {
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: false)
        host.runUntilIdle()
        log.clear()
        return b
    }

    /// The log without the layout callbacks (views relayout as they slide).
    func events() -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("layoutSubviews") && !$0.contains("updateViewConstraints") }
    }
}

/// A root that pushes a second controller as soon as it appears (as apps
/// restoring a stack do in `viewWillAppear`).
@MainActor
final class PushingOnAppearController: LoggingViewController {
    var pending: UIViewController?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let pending {
            self.pending = nil
            navigationController?.pushViewController(pending, animated: false)
        }
    }
}

@MainActor
@Suite struct NavigationAppearingPushTests {
    @Test func aPushWhileTheNavigationControllerAppearsHandsTheAppearanceToTheNewTop() {
        let host = TestHost()
        let log = Log()
        let a = PushingOnAppearController("A", log: log)
        let b = LoggingViewController("B", log: log)
        a.pending = b
        let navigation = UINavigationController(rootViewController: a)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let appearance = log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(appearance == [
            "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "B.viewDidAppear",
        ])
        #expect(navigation.topViewController === b)
        #expect(b.view.window === host.window)
        #expect(a.viewIfLoaded?.window == nil)
    }
}
