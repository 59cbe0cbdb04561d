import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct GestureArbitrationTests {
    /// A host whose window shows a 300-point square view, and a log.
    private func scene() -> (TestHost, Log, UIView) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        return (host, Log(), view)
    }

    /// The same with a view named "view" logging its touches into the log.
    private func touchScene() -> (TestHost, Log, TouchView) {
        let host = TestHost()
        let log = Log()
        let view = TouchView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        return (host, log, view)
    }

    /// A delegate answering every question with the values it holds.
    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var simultaneous = false
        var requireFailureOf: UIGestureRecognizer?
        var requiredToFailBy: UIGestureRecognizer?
        var receives = true
        var asked: [String] = []

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append("shouldBegin(\(gestureRecognizer.name ?? ""))")
            return shouldBegin
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { simultaneous }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
            other === requireFailureOf
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
            other === requiredToFailBy
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    }

    private func makeNested(_ host: TestHost, _ log: Log) -> (outer: TouchView, inner: TouchView) {
        let outer = TouchView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let inner = TouchView("inner", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        outer.addSubview(inner)
        host.window.addSubview(outer)
        return (outer, inner)
    }

    private func drag(_ host: TestHost) {
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 3.0 / 60)
    }

    @Test func theInnerViewsRecognizerWinsAndTheOuterOneFails() {
        let host = TestHost()
        let log = Log()
        let views = makeNested(host, log)
        let outer = log.attach(UIPanGestureRecognizer(), named: "outerPan", to: views.outer)
        log.attach(UIPanGestureRecognizer(), named: "innerPan", to: views.inner)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 130))
        #expect(outer.state == .failed)
        host.touchUp()
        #expect(log.entries == ["inner.touchesBegan", "innerPan.began", "inner.touchesCancelled", "innerPan.ended"])
    }

    @Test func simultaneousRecognizersBothRecognize() {
        let host = TestHost()
        let log = Log()
        let views = makeNested(host, log)
        let delegate = Delegate()
        delegate.simultaneous = true
        log.attach(UIPanGestureRecognizer(), named: "outerPan", to: views.outer).delegate = delegate
        log.attach(UIPanGestureRecognizer(), named: "innerPan", to: views.inner)
        drag(host)
        #expect(log.entries == [
            "inner.touchesBegan", "innerPan.began", "outerPan.began", "inner.touchesCancelled",
            "innerPan.changed", "outerPan.changed", "innerPan.changed", "outerPan.changed",
            "innerPan.ended", "outerPan.ended",
        ])
    }

    @Test func aRecognizerRequiredToFailHoldsTheOtherBack() {
        let (host, log, view) = touchScene()
        let pan = log.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let swipe = log.attach(UISwipeGestureRecognizer(), named: "swipe", to: view)
        swipe.direction = .left
        pan.require(toFail: swipe)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 130, y: 100))
        #expect(pan.state == .possible)
        host.touchMove(to: CGPoint(x: 160, y: 100))
        #expect(pan.state == .possible)
        host.advance(by: 0.5)
        #expect(pan.state == .began)
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "pan.began", "view.touchesCancelled", "pan.ended"])
    }

    @Test func aWaitingRecognizerFailsWhenTheRequiredOneRecognizes() {
        let (host, log, view) = scene()
        let pan = log.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        log.attach(UISwipeGestureRecognizer(), named: "swipe", to: view)
        pan.require(toFail: view.gestureRecognizers![1])
        host.swipe(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(log.entries == ["swipe.ended"])
    }

    @Test func theDelegateCanDeclareFailureRequirements() {
        let (host, log, view) = scene()
        let single = log.attach(UITapGestureRecognizer(), named: "single", to: view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        log.attach(double, named: "double", to: view)
        let delegate = Delegate()
        delegate.requiredToFailBy = single
        double.delegate = delegate
        host.tap(at: CGPoint(x: 10, y: 10))
        host.tap(at: CGPoint(x: 10, y: 10))
        host.advance(by: 0.5)
        #expect(log.entries == ["double.ended"])
        host.tap(at: CGPoint(x: 10, y: 10))
        host.advance(by: 0.5)
        #expect(log.entries == ["double.ended", "single.ended"])
    }

    @Test func aRecognizerTheDelegateStopsFailsAndTheViewKeepsItsTouches() {
        let (host, log, view) = touchScene()
        let pan = log.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        let delegate = Delegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 130))
        #expect(pan.state == .failed)
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesEnded"])
        #expect(delegate.asked == ["shouldBegin(pan)"])
    }

    @Test func aRecognizerThatShouldNotReceiveATouchNeverSeesIt() {
        let (host, log, view) = touchScene()
        let tap = log.attach(UITapGestureRecognizer(), named: "tap", to: view)
        let delegate = Delegate()
        delegate.receives = false
        tap.delegate = delegate
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func withoutCancelsTouchesInViewTheViewHearsTheWholeTouch() {
        let (host, log, view) = touchScene()
        log.attach(UIPanGestureRecognizer(), named: "pan", to: view).cancelsTouchesInView = false
        drag(host)
        #expect(log.entries == [
            "view.touchesBegan", "pan.began", "view.touchesMoved", "pan.changed", "view.touchesMoved",
            "pan.changed", "view.touchesMoved", "pan.ended", "view.touchesEnded",
        ])
    }

    @Test func delaysTouchesBeganHoldsTheViewBackUntilTheRecognizerFails() {
        let (host, log, view) = touchScene()
        log.attach(UIPanGestureRecognizer(), named: "pan", to: view).delaysTouchesBegan = true
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 102, y: 100))
        #expect(log.entries.isEmpty)
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesEnded"])
    }

    @Test func delaysTouchesBeganHidesTheTouchWhenTheRecognizerWins() {
        let (host, log, view) = touchScene()
        log.attach(UIPanGestureRecognizer(), named: "pan", to: view).delaysTouchesBegan = true
        drag(host)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.changed", "pan.ended"])
    }

    @Test func delaysTouchesEndedHoldsTheEndUntilADoubleTapFails() {
        let (host, log, view) = touchScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        log.attach(double, named: "double", to: view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view.touchesBegan"])
        host.advance(by: 0.4)
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        let (host, log, view) = scene()
        let pan = log.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 130))
        pan.isEnabled = false
        #expect(pan.state == .possible)
        host.touchMove(to: CGPoint(x: 100, y: 160))
        host.touchUp()
        #expect(log.entries == ["pan.began", "pan.cancelled"])
    }

    @Test func removingARecognizerMidGestureCancelsIt() {
        let (host, log, view) = scene()
        let pan = log.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 130))
        view.removeGestureRecognizer(pan)
        host.touchMove(to: CGPoint(x: 100, y: 160))
        host.touchUp()
        #expect(log.entries == ["pan.began", "pan.cancelled"])
        #expect(pan.view == nil)
        #expect(view.gestureRecognizers == nil)
    }

    @Test func anInvalidStateChangeIsRefusedWithAMessage() {
        let host = TestHost()
        let recognizer = UIGestureRecognizer()
        UIView().addGestureRecognizer(recognizer)
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        #expect(host.diagnostics.last == "-[UIGestureRecognizer setState:] invalid state transition from UIGestureRecognizerStatePossible to UIGestureRecognizerStateChanged; ignored.")
    }
}
