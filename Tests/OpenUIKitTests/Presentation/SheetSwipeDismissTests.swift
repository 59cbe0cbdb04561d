import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The delegate calls and B's appearance callbacks in a log.
@MainActor
func dismissalMilestones(_ log: Log) -> [String] {
    log.entries.filter { $0.hasPrefix("delegate.") || ($0.hasPrefix("b.view") && $0.contains("ppear")) }
}

/// The sequences follow ORACLE 27 (user-initiated dismissal: should, will,
/// did; did-attempt instead when refused) and 28 (an aborted swipe gives
/// B viewWillDisappear, viewWillAppear, viewIsAppearing, viewDidAppear).
@MainActor
@Suite struct SheetSwipeDismissTests {
    /// A host showing "a" with "b" presented as a sheet whose delegate logs.
    private func presentedSheet(_ configure: (UIViewController, SheetDelegateRecorder) -> Void = { _, _ in }) -> SheetScene {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        let scene = SheetScene(host: host, log: log, a: a, b: b)
        b.presentationController?.delegate = scene.delegate
        configure(b, scene.delegate)
        presentSheet(b, from: a, host)
        log.clear()
        return scene
    }

    @Test func swipingTheSheetDownDismissesItAsAUserInitiatedDismissal() {
        let scene = presentedSheet()
        scene.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.5)
        scene.host.runUntilIdle()
        #expect(dismissalMilestones(scene.log) == [
            "delegate.presentationControllerShouldDismiss", "delegate.presentationControllerWillDismiss",
            "b.viewWillDisappear", "b.viewDidDisappear", "delegate.presentationControllerDidDismiss",
        ])
        #expect(scene.a.presentedViewController == nil)
        #expect(scene.b.view.window == nil)
        #expect(scene.a.view.transform == .identity)
    }

    @Test func theSheetFollowsTheFingerWhileItIsDragged() {
        let scene = presentedSheet()
        scene.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.5, lift: false)
        let top = scene.b.view.layer.presentation().map { $0.frame.minY } ?? 0
        #expect(abs(top - 257) < 1)
        let scale = scene.a.view.layer.presentation().map { $0.transform.m11 } ?? 0
        #expect(scale > 0.92 && scale < 1)
        scene.host.touchUp()
        scene.host.runUntilIdle()
    }

    @Test func aQuickFlickDismissesEvenWhenShort() {
        let scene = presentedSheet()
        scene.host.swipe(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 450), duration: 0.1)
        scene.host.runUntilIdle()
        #expect(scene.a.presentedViewController == nil)
        #expect(dismissalMilestones(scene.log).last == "delegate.presentationControllerDidDismiss")
    }

    @Test func aSwipeLetGoEarlyIsAbortedAndTheSheetComesBack() {
        let scene = presentedSheet()
        scene.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 450), duration: 1, lift: false)
        scene.host.advance(frames: 10)
        scene.host.touchUp()
        scene.host.runUntilIdle()
        #expect(dismissalMilestones(scene.log) == [
            "delegate.presentationControllerShouldDismiss", "delegate.presentationControllerWillDismiss",
            "b.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear",
        ])
        #expect(scene.a.presentedViewController === scene.b)
        #expect(scene.b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(dimmingView(of: scene.b).map { abs($0.alpha - 0.4) < 1e-6 } == true)
        #expect(scene.a.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92))
    }

    @Test func isModalInPresentationRefusesTheSwipe() {
        let scene = presentedSheet { b, _ in b.isModalInPresentation = true }
        scene.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.5)
        scene.host.runUntilIdle()
        #expect(dismissalMilestones(scene.log) == ["delegate.presentationControllerDidAttemptToDismiss"])
        #expect(scene.a.presentedViewController === scene.b)
        #expect(scene.b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(scene.b.view.transform == .identity)
    }

    @Test func theRefusedSheetRubberBandsUnderTheFinger() {
        let scene = presentedSheet { b, _ in b.isModalInPresentation = true }
        scene.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.5, lift: false)
        let offset = scene.b.view.transform.ty
        #expect(offset > 20 && offset < 400)
        scene.host.touchUp()
        scene.host.runUntilIdle()
        #expect(scene.b.view.transform == .identity)
    }

    @Test func aDelegateThatSaysNoRefusesTheSwipe() {
        let scene = presentedSheet { _, delegate in delegate.allowsDismissal = false }
        scene.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.5)
        scene.host.runUntilIdle()
        #expect(dismissalMilestones(scene.log) == [
            "delegate.presentationControllerShouldDismiss", "delegate.presentationControllerDidAttemptToDismiss",
        ])
        #expect(scene.a.presentedViewController === scene.b)
    }

    @Test func aModalChildRefusesTheSwipeToo() {
        let scene = presentedSheet { b, _ in
            let child = UIViewController()
            child.isModalInPresentation = true
            b.addChild(child)
        }
        scene.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.5)
        scene.host.runUntilIdle()
        #expect(dismissalMilestones(scene.log) == ["delegate.presentationControllerDidAttemptToDismiss"])
        #expect(scene.a.presentedViewController === scene.b)
    }

    @Test func aProgrammaticDismissalCallsNoDelegateMethod() {
        let scene = presentedSheet()
        scene.a.dismiss(animated: true)
        scene.host.runUntilIdle()
        #expect(dismissalMilestones(scene.log) == ["b.viewWillDisappear", "b.viewDidDisappear"])
    }

    @Test func aSwipeFromTheLargeDetentPastTheMediumOneDismisses() {
        let scene = presentedSheet { b, _ in
            b.sheetPresentationController?.detents = [.medium(), .large()]
            b.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        scene.host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 840), duration: 0.6)
        scene.host.runUntilIdle()
        #expect(scene.a.presentedViewController == nil)
        #expect(dismissalMilestones(scene.log).first == "delegate.presentationControllerShouldDismiss")
    }
}

/// A presented sheet and what a swipe test looks at; it keeps the
/// sheet's (weak) delegate alive.
@MainActor
final class SheetScene {
    let host: TestHost
    let log: Log
    let a: LoggingViewController
    let b: LoggingViewController
    let delegate: SheetDelegateRecorder

    init(host: TestHost, log: Log, a: LoggingViewController, b: LoggingViewController) {
        self.host = host
        self.log = log
        self.a = a
        self.b = b
        delegate = SheetDelegateRecorder(log)
    }
}
