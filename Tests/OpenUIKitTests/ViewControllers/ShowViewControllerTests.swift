import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A controller that handles `showDetailViewController` itself, as a
/// custom container would.
@MainActor
final class DetailShowingController: UIViewController {
    var shown: [UIViewController] = []

    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        shown.append(vc)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showDetailViewController || super.canPerformAction(action, withSender: sender)
    }
}

/// ORACLE 36: `show` and `showDetailViewController` route through
/// `targetViewController(forAction:sender:)`.
@MainActor
@Suite struct ShowViewControllerTests {
    @Test func showInsideANavigationControllerPushes() {
        let fixture = NavigationFixture()
        let b = UIViewController()
        fixture.a.show(b, sender: nil)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers == [fixture.a, b])
        #expect(fixture.a.presentedViewController == nil)
    }

    @Test func showWithoutAContainerPresentsModally() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.turn()
        let b = UIViewController()
        root.show(b, sender: nil)
        host.runUntilIdle()
        #expect(root.presentedViewController === b)
    }

    @Test func theNavigationControllerIsTheTargetOfShow() {
        let fixture = NavigationFixture()
        #expect(fixture.a.targetViewController(forAction: .showViewController, sender: nil) === fixture.navigation)
        #expect(fixture.navigation.canPerformAction(.showViewController, withSender: nil))
    }

    @Test func nothingIsTheTargetOfShowDetailWithoutASplitView() {
        let fixture = NavigationFixture()
        #expect(fixture.a.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
    }

    @Test func showDetailWithoutATargetPresentsModally() {
        let fixture = NavigationFixture()
        let detail = UIViewController()
        fixture.a.showDetailViewController(detail, sender: nil)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.presentedViewController === detail)
        #expect(fixture.navigation.viewControllers == [fixture.a])
    }

    @Test func aControllerThatAnswersForAnActionIsItsTarget() {
        let host = TestHost()
        let container = DetailShowingController()
        let child = UIViewController()
        container.addChild(child)
        host.window.rootViewController = container
        host.turn()
        let detail = UIViewController()
        child.showDetailViewController(detail, sender: nil)
        #expect(child.targetViewController(forAction: .showDetailViewController, sender: nil) === container)
        #expect(container.shown == [detail])
    }

    @Test func aPresentedControllerAsksItsPresenter() {
        let fixture = NavigationFixture()
        let presented = UIViewController()
        fixture.a.present(presented, animated: false)
        fixture.host.runUntilIdle()
        #expect(presented.targetViewController(forAction: .showViewController, sender: nil) === fixture.navigation)
    }
}
