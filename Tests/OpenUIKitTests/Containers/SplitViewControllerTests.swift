import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A split view delegate that logs its calls and answers as told.
@MainActor
final class LoggingSplitDelegate: UISplitViewControllerDelegate {
    let log: Log
    var topColumn: UISplitViewController.Column?
    var expandedMode: UISplitViewController.DisplayMode?

    init(_ log: Log) { self.log = log }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        log.append("delegate.topColumnForCollapsing(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        log.append("delegate.displayModeForExpanding(proposed: \(proposedDisplayMode))")
        return expandedMode ?? proposedDisplayMode
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.append("delegate.willChangeTo(\(displayMode))")
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.append("delegate.willShow(\(column))")
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.append("delegate.willHide(\(column))")
    }

    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
        log.append("delegate.gestureWillBegin")
    }

    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
        log.append("delegate.gestureDidEnd")
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("delegate.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("delegate.didExpand") }
}

/// ORACLE 36–37: a column-style split view controller collapses in a
/// horizontally compact window and expands in a regular one; showDetail
/// follows.
@MainActor
@Suite struct SplitViewControllerTests {
    /// An iPad-sized host (regular width) showing a double-column split of
    /// "list" and "detail".
    @MainActor
    struct Fixture {
        let host = TestHost(screenSize: CGSize(width: 1180, height: 820), scale: 2)
        let log = Log()
        let split = UISplitViewController(style: .doubleColumn)
        let list: LoggingViewController
        let detail: LoggingViewController
        let delegate: LoggingSplitDelegate

        init() {
            list = LoggingViewController("list", log: log)
            detail = LoggingViewController("detail", log: log)
            delegate = LoggingSplitDelegate(log)
            split.delegate = delegate
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            host.window.rootViewController = split
            host.runUntilIdle()
            log.clear()
        }

        var events: [String] { log.entries.filter { $0.hasPrefix("delegate") } }
    }

    @Test func aChildThatIsNotANavigationControllerIsWrappedInOne() {
        let fixture = Fixture()
        #expect(fixture.split.viewController(for: .primary) === fixture.list)
        #expect(fixture.list.navigationController?.viewControllers == [fixture.list])
        #expect(fixture.list.splitViewController === fixture.split)
        #expect(fixture.split.viewControllers.count == 2)
    }

    @Test func aWideRegularSplitShowsThePrimaryBesideTheSecondary() {
        let fixture = Fixture()
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        let primary = fixture.list.navigationController!.view.frame
        let secondary = fixture.detail.navigationController!.view.frame
        #expect(primary == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondary == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(fixture.list.view.window != nil && fixture.detail.view.window != nil)
    }

    @Test func aCompactWindowCollapsesWithTheSecondaryOnTop() {
        let fixture = Fixture()
        fixture.host.resizeWindow(to: CGSize(width: 400, height: 820))
        #expect(fixture.split.isCollapsed)
        #expect(fixture.events == ["delegate.topColumnForCollapsing(proposed: secondary)", "delegate.didCollapse"])
        #expect(fixture.list.navigationController?.viewControllers == [fixture.list, fixture.detail])
        #expect(fixture.detail.view.window != nil)
        #expect(fixture.list.view.window == nil)
    }

    @Test func theDelegateCanPutThePrimaryOnTopWhenCollapsing() {
        let fixture = Fixture()
        fixture.delegate.topColumn = .primary
        fixture.host.resizeWindow(to: CGSize(width: 400, height: 820))
        #expect(fixture.list.navigationController?.viewControllers == [fixture.list])
        #expect(fixture.list.view.window != nil)
    }

    @Test func aRegularWindowExpandsAgainAskingForTheDisplayMode() {
        let fixture = Fixture()
        fixture.host.resizeWindow(to: CGSize(width: 400, height: 820))
        fixture.log.clear()
        fixture.delegate.expandedMode = .oneOverSecondary
        fixture.host.resizeWindow(to: CGSize(width: 1180, height: 820))
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.events == ["delegate.displayModeForExpanding(proposed: oneBesideSecondary)", "delegate.didExpand"])
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.list.navigationController?.viewControllers == [fixture.list])
        #expect(fixture.detail.navigationController?.viewControllers == [fixture.detail])
        #expect(fixture.detail.view.window != nil)
    }

    @Test func showDetailReplacesTheSecondaryWhenExpanded() {
        let fixture = Fixture()
        let other = UIViewController()
        fixture.list.showDetailViewController(other, sender: nil)
        fixture.host.runUntilIdle()
        #expect(fixture.split.viewController(for: .secondary) === other)
        #expect(other.navigationController?.viewControllers == [other])
        #expect(fixture.split.presentedViewController == nil)
    }

    @Test func showDetailPushesOnThePrimaryStackWhenCollapsed() {
        let fixture = Fixture()
        fixture.delegate.topColumn = .primary
        fixture.host.resizeWindow(to: CGSize(width: 400, height: 820))
        let other = UIViewController()
        fixture.list.showDetailViewController(other, sender: nil)
        fixture.host.runUntilIdle()
        #expect(fixture.list.navigationController?.viewControllers == [fixture.list, other])
        #expect(fixture.split.presentedViewController == nil)
    }

    @Test func whatWasPushedWhileCollapsedBecomesTheSecondaryOnExpansion() {
        let fixture = Fixture()
        fixture.delegate.topColumn = .primary
        fixture.host.resizeWindow(to: CGSize(width: 400, height: 820))
        let other = UIViewController()
        fixture.list.showDetailViewController(other, sender: nil)
        fixture.host.runUntilIdle()
        fixture.host.resizeWindow(to: CGSize(width: 1180, height: 820))
        #expect(fixture.list.navigationController?.viewControllers == [fixture.list])
        #expect(fixture.split.viewController(for: .secondary) === other)
        #expect(other.navigationController === fixture.split.viewControllers.last)
        #expect(fixture.detail.parent == nil)
    }

    @Test func theCompactColumnIsShownWhenCollapsed() {
        let fixture = Fixture()
        let compact = UIViewController()
        fixture.split.setViewController(compact, for: .compact)
        fixture.host.resizeWindow(to: CGSize(width: 400, height: 820))
        #expect(compact.view.window != nil)
        #expect(fixture.list.view.window == nil && fixture.detail.view.window == nil)
        #expect(fixture.events == ["delegate.didCollapse"])
    }

    @Test func hidingThePrimaryShowsTheSecondaryAlone() {
        let fixture = Fixture()
        fixture.split.hide(.primary)
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.list.view.window == nil)
        #expect(fixture.detail.navigationController!.view.frame.width == 1180)
        fixture.split.show(.primary)
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .oneBesideSecondary)  // 1,180 points wide: the automatic behavior tiles
        #expect(fixture.list.view.window != nil)
    }

    @Test func theDisplayModeButtonHidesAndShowsThePrimaryColumn() {
        let fixture = Fixture()
        let button = fixture.split.displayModeButtonItem
        fixture.detail.navigationItem.leftBarButtonItem = button
        fixture.host.runUntilIdle()
        let tapButton = {
            let view = fixture.detail.navigationController!.navigationBar.subviews
                .compactMap { $0 as? UIButton }.first { $0.currentTitle == "Sidebar" }
            if let view {
                fixture.host.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: fixture.host.window))
            }
            fixture.host.runUntilIdle()
        }
        tapButton()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.list.view.window == nil)
        tapButton()
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.list.view.window != nil)
    }

    @Test func aClassicSplitPushesTheSecondaryOnANavigationPrimaryWhenCollapsing() {
        let host = TestHost(screenSize: CGSize(width: 1180, height: 820), scale: 2)
        let split = UISplitViewController()
        let list = UIViewController(), detail = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        split.viewControllers = [primary, detail]
        host.window.rootViewController = split
        host.runUntilIdle()
        host.resizeWindow(to: CGSize(width: 400, height: 820))
        #expect(split.isCollapsed)
        #expect(primary.viewControllers == [list, detail])
        host.resizeWindow(to: CGSize(width: 1180, height: 820))
        #expect(split.viewControllers == [primary, detail])
        #expect(primary.viewControllers == [list])
    }

    @Test func setViewControllerOnAClassicSplitIsRefusedWithAMessage() {
        let host = TestHost()
        let split = UISplitViewController()
        split.setViewController(UIViewController(), for: .primary)
        #expect(split.viewController(for: .primary) == nil)
        #expect(host.diagnostics.count == 1)
    }
}
