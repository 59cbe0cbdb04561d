import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A popover delegate that logs the user-dismissal calls and answers as told.
@MainActor
final class PopoverLoggingDelegate: UIPopoverPresentationControllerDelegate {
    let log: Log
    var allowsDismissal = true
    var sourceToSet: UIView?
    var repositionTo: CGRect?

    init(_ log: Log) { self.log = log }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle(for: traitCollection)
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("delegate.prepareForPopoverPresentation")
        if let sourceToSet { popoverPresentationController.sourceView = sourceToSet }
    }

    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>
    ) {
        log.append("delegate.willRepositionPopover(from: \(rect.pointee))")
        if let repositionTo { rect.pointee = repositionTo }
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("delegate.shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.didAttemptToDismiss")
    }
}

/// ORACLE 38–39 on a pad-sized host: placement and arrow, clamping, the
/// tap outside, passthrough views and a popover without a source.
@MainActor
@Suite struct PopoverPresentationTests {
    /// A 1024 × 1366 pad showing "a", ready to present "b" (300 × 200) as a popover.
    @MainActor
    struct Fixture {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        let log = Log()
        let a: UIViewController
        let b: LoggingViewController
        let delegate: PopoverLoggingDelegate

        init() {
            a = showRoot(host, log)
            b = LoggingViewController("b", log: log)
            b.modalPresentationStyle = .popover
            b.preferredContentSize = CGSize(width: 300, height: 200)
            delegate = PopoverLoggingDelegate(log)
            b.popoverPresentationController?.delegate = delegate
        }

        var popover: UIPopoverPresentationController { b.popoverPresentationController! }
        /// Where the popover may go: the window's safe area less 10 points.
        var area: CGRect { host.window.bounds.inset(by: host.window.safeAreaInsets).insetBy(dx: 10, dy: 10) }
        /// The card and arrow, in the window.
        var frame: CGRect { popover.presentedView!.convert(popover.presentedView!.bounds, to: host.window) }

        /// A tap on a's view, away from the popover.
        func tapOutside() {
            host.tap(at: CGPoint(x: 100, y: 900))
            host.runUntilIdle()
        }

        /// Presents b from `rect` in a's view, with `directions`.
        func present(from rect: CGRect, directions: UIPopoverArrowDirection = .any) {
            popover.sourceView = a.view
            popover.sourceRect = rect
            popover.permittedArrowDirections = directions
            a.present(b, animated: false)
            host.runUntilIdle()
            log.clear()
        }
    }

    @Test func aPopoverGoesBelowItsSourceWithTheArrowUp() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        #expect(fixture.popover.arrowDirection == .up)
        #expect(fixture.frame == CGRect(x: 370, y: 240, width: 300, height: 213))
        #expect(fixture.b.view.safeAreaInsets == UIEdgeInsets(top: 13, left: 0, bottom: 0, right: 0))
        #expect(fixture.b.view.convert(fixture.b.view.bounds, to: fixture.host.window) == fixture.frame)
    }

    @Test func aSourceNearTheBottomGetsThePopoverAboveItWithTheArrowDown() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 500, y: 1250, width: 40, height: 40))
        #expect(fixture.popover.arrowDirection == .down)
        #expect(fixture.frame == CGRect(x: 370, y: 1037, width: 300, height: 213))
        #expect(fixture.b.view.safeAreaInsets.bottom == 13)
    }

    @Test func aSourceNearTheRightEdgeGetsThePopoverOnItsLeftWithTheArrowRight() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 960, y: 600, width: 40, height: 40), directions: [.left, .right])
        #expect(fixture.popover.arrowDirection == .right)
        #expect(fixture.frame == CGRect(x: 647, y: 520, width: 313, height: 200))
    }

    @Test func aSourceNearTheLeftEdgeGetsThePopoverOnItsRightWithTheArrowLeft() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 20, y: 600, width: 40, height: 40), directions: [.left, .right])
        #expect(fixture.popover.arrowDirection == .left)
        #expect(fixture.frame == CGRect(x: 60, y: 520, width: 313, height: 200))
    }

    @Test func aPopoverIsKeptInsideTheSafeAreaLessItsMargins() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 990, y: 300, width: 20, height: 20), directions: .up)
        #expect(fixture.frame.maxX == fixture.area.maxX)
        #expect(fixture.popover.arrowDirection == .up)
    }

    @Test func aPopoverTooTallForAnySideShrinksOnTheSideWithTheMostRoom() {
        let fixture = Fixture()
        fixture.b.preferredContentSize = CGSize(width: 300, height: 2000)
        fixture.present(from: CGRect(x: 500, y: 400, width: 40, height: 40), directions: [.up, .down])
        #expect(fixture.popover.arrowDirection == .up)
        #expect(fixture.frame.minY == 440)
        #expect(fixture.frame.maxY == fixture.area.maxY)
    }

    @Test func aTapOutsideIsAUserDismissal() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        fixture.tapOutside()
        #expect(fixture.log.entries.filter { $0.hasPrefix("delegate") } == [
            "delegate.shouldDismiss", "delegate.willDismiss", "delegate.didDismiss",
        ])
        #expect(fixture.a.presentedViewController == nil)
        #expect(fixture.b.view.window == nil)
    }

    @Test func aTapInsideThePopoverLeavesItShown() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        fixture.host.tap(at: CGPoint(x: 520, y: 350))
        fixture.host.runUntilIdle()
        #expect(fixture.a.presentedViewController === fixture.b)
        #expect(fixture.log.entries.isEmpty)
    }

    @Test func aModalPopoverRefusesTheTapOutside() {
        let fixture = Fixture()
        fixture.b.isModalInPresentation = true
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        fixture.tapOutside()
        #expect(fixture.log.entries.filter { $0.hasPrefix("delegate") } == ["delegate.didAttemptToDismiss"])
        #expect(fixture.a.presentedViewController === fixture.b)
    }

    @Test func theDelegateCanRefuseTheTapOutside() {
        let fixture = Fixture()
        fixture.delegate.allowsDismissal = false
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        fixture.tapOutside()
        #expect(fixture.log.entries.filter { $0.hasPrefix("delegate") } == ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
        #expect(fixture.a.presentedViewController === fixture.b)
    }

    @Test func aTapOnAPassthroughViewReachesItAndThePopoverStays() {
        let fixture = Fixture()
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("Pass", for: .normal)
        button.frame = CGRect(x: 50, y: 800, width: 100, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        fixture.a.view.addSubview(button)
        fixture.popover.passthroughViews = [button]
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        fixture.host.tap(at: CGPoint(x: 100, y: 822))
        fixture.host.runUntilIdle()
        #expect(taps == 1)
        #expect(fixture.a.presentedViewController === fixture.b)
        #expect(fixture.log.entries.filter { $0.hasPrefix("delegate") }.isEmpty)
    }

    @Test func thePresenterGetsNoAppearanceCallbacks() {
        let fixture = Fixture()
        fixture.log.clear()
        fixture.popover.sourceView = fixture.a.view
        fixture.a.present(fixture.b, animated: true)
        fixture.host.runUntilIdle()
        fixture.b.dismiss(animated: true)
        fixture.host.runUntilIdle()
        #expect(!fixture.log.entries.contains { $0.hasPrefix("a.view") })
        #expect(fixture.log.entries.filter { $0 == "b.viewDidAppear" || $0 == "b.viewDidDisappear" } == [
            "b.viewDidAppear", "b.viewDidDisappear",
        ])
    }

    @Test func aPopoverWithoutASourceIsRefusedWithUIKitsMessage() {
        let fixture = Fixture()
        fixture.a.present(fixture.b, animated: false)
        fixture.host.runUntilIdle()
        #expect(fixture.a.presentedViewController == nil)
        #expect(fixture.b.view.window == nil)
        #expect(fixture.host.diagnostics.count == 1)
        #expect(fixture.host.diagnostics.first?.hasPrefix(
            "NSGenericException, reason: 'UIPopoverPresentationController (<UIPopoverPresentationController: 0x") == true)
        #expect(fixture.host.diagnostics.first?.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
    }

    @Test func theDelegateMaySetTheSourceWhenAskedToPrepare() {
        let fixture = Fixture()
        fixture.delegate.sourceToSet = fixture.a.view
        fixture.a.present(fixture.b, animated: false)
        fixture.host.runUntilIdle()
        #expect(fixture.a.presentedViewController === fixture.b)
        #expect(fixture.log.entries.contains("delegate.prepareForPopoverPresentation"))
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func aBarButtonItemIsASource() throws {
        let fixture = Fixture()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        navigation.topViewController!.navigationItem.rightBarButtonItem = item
        fixture.host.window.rootViewController = navigation
        fixture.host.runUntilIdle()
        fixture.popover.barButtonItem = item
        navigation.present(fixture.b, animated: false)
        fixture.host.runUntilIdle()
        let itemFrame = try #require(item.frame(in: fixture.host.window))
        #expect(itemFrame.maxX > 900)  // the bar's trailing button
        #expect(fixture.popover.arrowDirection == .up)
        #expect(fixture.frame.minY == itemFrame.maxY)
    }

    @Test func aNewPreferredContentSizeResizesTheShownPopoverAnimated() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        fixture.b.preferredContentSize = CGSize(width: 300, height: 300)
        fixture.host.advance(frames: 6)
        let height = fixture.popover.presentedView!.layer.presentation()?.bounds.height ?? 0
        #expect(height > 213 && height < 313)
        fixture.host.runUntilIdle()
        #expect(fixture.frame == CGRect(x: 370, y: 240, width: 300, height: 313))
    }

    @Test func theDelegateCanMoveTheSourceWhenTheWindowResizes() {
        let fixture = Fixture()
        fixture.present(from: CGRect(x: 500, y: 200, width: 40, height: 40))
        fixture.delegate.repositionTo = CGRect(x: 100, y: 200, width: 40, height: 40)
        fixture.host.resizeWindow(to: CGSize(width: 1366, height: 1024))
        fixture.host.runUntilIdle()
        #expect(fixture.log.entries.filter { $0.hasPrefix("delegate") } == [
            "delegate.willRepositionPopover(from: \(CGRect(x: 500, y: 200, width: 40, height: 40)))",
        ])
        #expect(fixture.popover.sourceRect == CGRect(x: 100, y: 200, width: 40, height: 40))
        #expect(fixture.frame.minX == fixture.area.minX)
        #expect(fixture.popover.arrowDirection == .up)
    }
}
