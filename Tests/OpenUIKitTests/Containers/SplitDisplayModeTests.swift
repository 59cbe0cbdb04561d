import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Display-mode changes of a column-style split view controller: the split
/// behavior, the slide, the delegate's calls, the edge swipe and the
/// overlay's tap.
@MainActor
@Suite struct SplitDisplayModeTests {
    /// A split of "list" and "detail" (and "middle" in a triple-column
    /// split) filling a pad-sized window, `size` wide and high.
    @MainActor
    struct Fixture {
        let host: TestHost
        let log = Log()
        let split: UISplitViewController
        let list: LoggingViewController
        let middle: LoggingViewController
        let detail: LoggingViewController
        let delegate: LoggingSplitDelegate

        init(size: CGSize = CGSize(width: 820, height: 1180), style: UISplitViewController.Style = .doubleColumn,
             configure: (UISplitViewController) -> Void = { _ in }) {
            host = TestHost(screenSize: size, scale: 2)
            split = UISplitViewController(style: style)
            list = LoggingViewController("list", log: log)
            middle = LoggingViewController("middle", log: log)
            detail = LoggingViewController("detail", log: log)
            delegate = LoggingSplitDelegate(log)
            split.delegate = delegate
            split.setViewController(list, for: .primary)
            if style == .tripleColumn { split.setViewController(middle, for: .supplementary) }
            split.setViewController(detail, for: .secondary)
            configure(split)
            host.window.rootViewController = split
            host.runUntilIdle()
            log.clear()
        }

        var events: [String] { log.entries.filter { $0.hasPrefix("delegate") } }
        var listFrame: CGRect { list.navigationController!.view.frame }
        var middleFrame: CGRect { middle.navigationController!.view.frame }
        var detailFrame: CGRect { detail.navigationController!.view.frame }
    }

    @Test func aNarrowSplitShowsThePrimaryOverTheSecondary() {
        let fixture = Fixture()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.split.splitBehavior == .overlay)
        fixture.split.show(.primary)
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.listFrame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(fixture.detailFrame == CGRect(x: 0, y: 0, width: 820, height: 1180))
    }

    @Test func theDelegateHearsTheNewModeThenTheColumnsThatShowAndHide() {
        let fixture = Fixture()
        fixture.split.show(.primary)
        fixture.split.hide(.primary)
        #expect(fixture.events == [
            "delegate.willChangeTo(oneOverSecondary)", "delegate.willShow(primary)",
            "delegate.willChangeTo(secondaryOnly)", "delegate.willHide(primary)",
        ])
    }

    @Test func showingAColumnThatShowsTellsTheDelegateNothing() {
        let fixture = Fixture(size: CGSize(width: 1180, height: 820))
        fixture.split.show(.primary)
        #expect(fixture.events.isEmpty)
    }

    @Test func thePrimarySlidesInFromTheLeadingEdge() {
        let fixture = Fixture()
        fixture.split.show(.primary)
        fixture.host.advance(frames: 6)
        let x = fixture.list.navigationController!.view.layer.presentation()?.frame.minX ?? 0
        #expect(x > -320 && x < 0)
        fixture.host.runUntilIdle()
        #expect(fixture.list.navigationController!.view.layer.presentation()?.frame.minX == 0)
    }

    @Test func aHiddenPrimaryStaysUntilItHasSlidOut() {
        let fixture = Fixture()
        fixture.split.show(.primary)
        fixture.host.runUntilIdle()
        fixture.split.hide(.primary)
        fixture.host.advance(frames: 6)
        #expect(fixture.list.view.window != nil)
        #expect(fixture.listFrame.maxX == 0)
        fixture.host.runUntilIdle()
        #expect(fixture.list.view.window == nil)
    }

    @Test func aTapOnTheDimmedSecondaryHidesTheOverlaidPrimary() {
        let fixture = Fixture()
        fixture.split.show(.primary)
        fixture.host.runUntilIdle()
        fixture.host.tap(at: CGPoint(x: 600, y: 600))
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.list.view.window == nil)
    }

    @Test func aTiledPrimaryLeavesTheSecondaryUndimmed() {
        let fixture = Fixture(size: CGSize(width: 1180, height: 820))
        fixture.host.tap(at: CGPoint(x: 900, y: 600))
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .oneBesideSecondary)
    }

    @Test func anEdgeSwipeShowsTheHiddenPrimary() {
        let fixture = Fixture()
        fixture.host.drag(from: CGPoint(x: 2, y: 600), to: CGPoint(x: 200, y: 600), duration: 0.2)
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.events == [
            "delegate.gestureWillBegin", "delegate.willChangeTo(oneOverSecondary)", "delegate.willShow(primary)",
            "delegate.gestureDidEnd",
        ])
    }

    @Test func aShortEdgeSwipeShowsNothing() {
        let fixture = Fixture()
        fixture.host.drag(from: CGPoint(x: 2, y: 600), to: CGPoint(x: 30, y: 600), duration: 1)
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.events == ["delegate.gestureWillBegin", "delegate.gestureDidEnd"])
    }

    @Test func withoutPresentsWithGestureTheSwipeShowsNothing() {
        let fixture = Fixture { $0.presentsWithGesture = false }
        fixture.host.drag(from: CGPoint(x: 2, y: 600), to: CGPoint(x: 200, y: 600), duration: 0.2)
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.events.isEmpty)
    }

    @Test func aDisplacingSplitPushesTheSecondaryAsideAtItsFullWidth() {
        let fixture = Fixture(style: .tripleColumn) { $0.preferredSplitBehavior = .displace }
        fixture.split.show(.primary)
        fixture.host.runUntilIdle()
        #expect(fixture.split.displayMode == .twoDisplaceSecondary)
        #expect(fixture.listFrame.minX == 0 && fixture.middleFrame.minX == 320)
        #expect(fixture.detailFrame == CGRect(x: 640, y: 0, width: 820, height: 1180))
    }

    @Test func aTrailingPrimaryEdgePutsThePrimaryOnTheRight() {
        let fixture = Fixture(size: CGSize(width: 1180, height: 820)) { $0.primaryEdge = .trailing }
        #expect(fixture.listFrame == CGRect(x: 860, y: 0, width: 320, height: 820))
        #expect(fixture.detailFrame == CGRect(x: 0, y: 0, width: 860, height: 820))
    }

    @Test func aWidthFractionIsKeptWithinTheMinimumAndMaximum() {
        let fixture = Fixture(size: CGSize(width: 1180, height: 820)) {
            $0.preferredPrimaryColumnWidthFraction = 0.4
            $0.maximumPrimaryColumnWidth = 400
        }
        #expect(fixture.split.primaryColumnWidth == 400)
        fixture.split.maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
        #expect(fixture.split.primaryColumnWidth == 472)
        fixture.split.preferredPrimaryColumnWidth = 300
        fixture.split.minimumPrimaryColumnWidth = 350
        #expect(fixture.split.primaryColumnWidth == 350)
    }

    @Test func settingThePreferredDisplayModeTellsTheDelegateAndMovesAtOnce() {
        let fixture = Fixture()
        fixture.split.preferredDisplayMode = .oneBesideSecondary
        #expect(fixture.events == ["delegate.willChangeTo(oneBesideSecondary)", "delegate.willShow(primary)"])
        fixture.host.advance(frames: 1)
        #expect(fixture.list.navigationController!.view.layer.presentation()?.frame.minX == 0)
        #expect(fixture.detailFrame.minX == 320)
    }

    @Test func aNewSizeDropsTheModeTheButtonChose() {
        let fixture = Fixture(size: CGSize(width: 1180, height: 820))
        fixture.split.hide(.primary)
        fixture.host.runUntilIdle()
        fixture.log.clear()
        fixture.host.resizeWindow(to: CGSize(width: 1100, height: 820))
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.events == ["delegate.willChangeTo(oneBesideSecondary)", "delegate.willShow(primary)"])
    }

    @Test func narrowingAnAutomaticSplitHidesThePrimaryAndTellsTheDelegate() {
        let fixture = Fixture(size: CGSize(width: 1180, height: 820))
        fixture.host.resizeWindow(to: CGSize(width: 900, height: 820))
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.list.view.window == nil)
        #expect(fixture.events == ["delegate.willChangeTo(secondaryOnly)", "delegate.willHide(primary)"])
    }
}
