import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// ORACLE 25 while shown: a `.currentContext` presentation becomes full
/// screen when the window's width turns compact, and covers its context
/// again when it turns regular.
@MainActor
@Suite struct CurrentContextReadaptationTests {
    /// A pad (1024 × 1366) whose root "a" holds "ctx" (defining the
    /// presentation context, 400 × 600 at the top left); "b" is presented
    /// on it in `.currentContext`.
    @MainActor
    struct Fixture {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        let log = Log()
        let a: LoggingViewController
        let context = UIViewController()
        let b: LoggingViewController
        let delegate = AdaptiveDelegate()
        static let contextFrame = CGRect(x: 0, y: 0, width: 400, height: 600)

        init(startCompact: Bool = false) {
            if startCompact { host.resizeWindow(to: CGSize(width: 400, height: 1366)) }
            a = showRoot(host, log)
            a.addChild(context)
            context.view.frame = Self.contextFrame
            a.view.addSubview(context.view)
            context.didMove(toParent: a)
            context.definesPresentationContext = true
            b = LoggingViewController("b", log: log)
            b.modalPresentationStyle = .currentContext
            b.presentationController?.delegate = delegate
            context.present(b, animated: false)
            host.runUntilIdle()
            log.clear()
        }

        var frameInWindow: CGRect { b.view.convert(b.view.bounds, to: host.window) }

        func narrow() { host.narrowPad() }
        func widen() { host.widenPad() }
    }

    @Test func itCoversItsContextInARegularWidth() {
        let fixture = Fixture()
        #expect(fixture.delegate.adaptiveStyles == [UIModalPresentationStyle.none])
        #expect(fixture.frameInWindow == Fixture.contextFrame)
    }

    @Test func itBecomesFullScreenWhenTheWidthTurnsCompact() {
        let fixture = Fixture()
        fixture.narrow()
        #expect(fixture.delegate.adaptiveStyles == [UIModalPresentationStyle.none, .fullScreen])
        #expect(fixture.frameInWindow == fixture.host.window.bounds)
        #expect(fixture.b.presentingViewController === fixture.context)
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func andCoversItsContextAgainWhenTheWidthTurnsRegular() {
        let fixture = Fixture()
        fixture.narrow()
        fixture.widen()
        #expect(fixture.delegate.adaptiveStyles == [UIModalPresentationStyle.none, .fullScreen, UIModalPresentationStyle.none])
        #expect(fixture.frameInWindow == Fixture.contextFrame)
    }

    @Test func aPresentationStartedCompactCoversItsContextInARegularWidth() {
        let fixture = Fixture(startCompact: true)
        #expect(fixture.frameInWindow == fixture.host.window.bounds)
        fixture.widen()
        #expect(fixture.delegate.adaptiveStyles == [.fullScreen, UIModalPresentationStyle.none])
        #expect(fixture.frameInWindow == Fixture.contextFrame)
    }

    @Test func adaptingGivesNoAppearanceCallbacks() {
        let fixture = Fixture()
        fixture.narrow()
        fixture.widen()
        let appearance = ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        #expect(!fixture.log.entries.contains { entry in appearance.contains { entry.hasSuffix($0) } })
    }

    @Test func thePresentedControllerHearsTheSizeChange() {
        let fixture = Fixture()
        fixture.narrow()
        #expect(fixture.log.entries.filter { $0.contains("viewWillTransition") } == [
            "a.viewWillTransition(to: 400x1366)", "b.viewWillTransition(to: 400x1366)",
        ])
    }

    @Test func anAdaptedPresentationDismissesBackToItsContext() {
        let fixture = Fixture()
        fixture.narrow()
        fixture.b.dismiss(animated: false)
        fixture.host.runUntilIdle()
        #expect(fixture.context.presentedViewController == nil)
        #expect(fixture.context.view.window != nil)
        #expect(fixture.b.view.window == nil)
        #expect(fixture.host.window.subviews.count == 1)
        #expect(fixture.host.diagnostics.isEmpty)
    }
}
