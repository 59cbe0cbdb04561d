import Foundation
import Testing
import UIKit
import OpenUIKitTesting

extension TestHost {
    /// The pad's window narrowed to a compact width (400 points), settled.
    func narrowPad() {
        resizeWindow(to: CGSize(width: 400, height: 1366))
        runUntilIdle()
    }

    /// The pad's window back at its regular width (1024 points), settled.
    func widenPad() {
        resizeWindow(to: CGSize(width: 1024, height: 1366))
        runUntilIdle()
    }
}

/// ORACLE 39: a shown popover adapts again when the window's horizontal
/// size class changes, telling the delegate each time.
@MainActor
@Suite struct PresentationReadaptationTests {
    /// A pad (1024 × 1366) showing "a" with "b" in a popover below a source.
    @MainActor
    struct Fixture {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        let log = Log()
        let a: UIViewController
        let b: LoggingViewController
        let delegate = AdaptiveDelegate()

        init(keepPopover: Bool = false) {
            a = showRoot(host, log)
            b = LoggingViewController("b", log: log)
            b.modalPresentationStyle = .popover
            b.preferredContentSize = CGSize(width: 300, height: 200)
            b.popoverPresentationController?.sourceView = a.view
            b.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 40, height: 40)
            if keepPopover { delegate.style = UIModalPresentationStyle.none }
            b.presentationController?.delegate = delegate
            a.present(b, animated: false)
            host.runUntilIdle()
        }

        var frameInWindow: CGRect { b.view.convert(b.view.bounds, to: host.window) }

        func narrow() { host.narrowPad() }
        func widen() { host.widenPad() }

        /// Dismisses b: nothing presented or left in the window, nothing printed.
        func expectDismissedCleanly() {
            b.dismiss(animated: true)
            host.runUntilIdle()
            #expect(a.presentedViewController == nil)
            #expect(b.view.window == nil)
            #expect(host.window.subviews.count == 1)
            #expect(host.diagnostics.isEmpty)
        }
    }

    @Test func aPopoverBecomesFullScreenInACompactWidth() {
        let fixture = Fixture()
        fixture.narrow()
        #expect(fixture.delegate.adaptiveStyles == [UIModalPresentationStyle.none, .fullScreen])
        #expect(fixture.frameInWindow == fixture.host.window.bounds)
        #expect(fixture.b.view.safeAreaInsets.top != 13)
        #expect(fixture.b.presentationController is UIPopoverPresentationController)
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func andAPopoverAgainInARegularWidth() {
        let fixture = Fixture()
        fixture.narrow()
        fixture.widen()
        #expect(fixture.delegate.adaptiveStyles == [UIModalPresentationStyle.none, .fullScreen, UIModalPresentationStyle.none])
        #expect(fixture.b.popoverPresentationController?.arrowDirection == .up)
        #expect(fixture.frameInWindow == CGRect(x: 10, y: 140, width: 300, height: 213))
        #expect(fixture.b.view.safeAreaInsets.top == 13)
    }

    @Test func theDelegateCanKeepThePopoverInACompactWidth() {
        let fixture = Fixture(keepPopover: true)
        fixture.narrow()
        #expect(fixture.delegate.adaptiveStyles == [UIModalPresentationStyle.none, UIModalPresentationStyle.none])
        #expect(fixture.frameInWindow.size == CGSize(width: 300, height: 213))
    }

    @Test func theNewPresentationMovesWithTheSizeChange() {
        let fixture = Fixture()
        fixture.host.window.transition(toSize: CGSize(width: 400, height: 1366), duration: 0.3)
        fixture.host.advance(frames: 6)
        let width = fixture.b.view.layer.presentation()?.bounds.width ?? 0
        #expect(width > 300 && width < 1024)
        fixture.host.runUntilIdle()
        #expect(fixture.frameInWindow == fixture.host.window.bounds)
    }

    @Test func anAdaptedPopoverIsDismissedAsItIsShown() {
        let fixture = Fixture()
        fixture.narrow()
        fixture.expectDismissedCleanly()
    }

    @Test func theRequestedControllerIsThePresentationControllerThroughout() {
        let fixture = Fixture()
        let popover = fixture.b.popoverPresentationController
        fixture.narrow()
        #expect(fixture.b.popoverPresentationController === popover)
        #expect(fixture.b.presentationController === popover)
    }

    @Test func adaptingAgainGivesNoAppearanceCallbacks() {
        let fixture = Fixture()
        fixture.log.clear()
        fixture.narrow()
        fixture.widen()
        let appearance = ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        #expect(!fixture.log.entries.contains { entry in appearance.contains { entry.hasSuffix($0) } })
    }

    @Test func inACompactWidthTheDelegatesReplacementIsPresentedAndTheRequestedControllerAgainInARegularOne() throws {
        let fixture = Fixture()
        fixture.delegate.makeReplacement = { UINavigationController(rootViewController: $0) }
        fixture.narrow()
        let navigation = try #require(fixture.a.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers == [fixture.b])
        #expect(navigation.view.convert(navigation.view.bounds, to: fixture.host.window) == fixture.host.window.bounds)
        #expect(fixture.b.view.window != nil)
        #expect(fixture.b.presentingViewController === fixture.a)
        fixture.widen()
        #expect(fixture.a.presentedViewController === fixture.b)
        #expect(fixture.b.parent == nil)
        #expect(navigation.view.window == nil)
        #expect(fixture.b.popoverPresentationController?.arrowDirection == .up)
        #expect(fixture.frameInWindow == CGRect(x: 10, y: 140, width: 300, height: 213))
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func aWrappedPresentationIsDismissedFromTheRequestedController() {
        let fixture = Fixture()
        fixture.delegate.makeReplacement = { UINavigationController(rootViewController: $0) }
        fixture.narrow()
        fixture.expectDismissedCleanly()
    }
}
