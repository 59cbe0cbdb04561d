import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIGestureRecognizerTests {
    @Test func aRecognizerOutlivingItsViewHasNoView() {
        _ = TestHost()
        let recognizer = UITapGestureRecognizer()
        do {
            let view = UIView()
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
    }

    @Test func aViewHasNoRecognizersUntilOneIsAdded() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == [tap])
        #expect(tap.view === view)
    }

    @Test func addingARecognizerToAnotherViewMovesIt() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer()
        first.addGestureRecognizer(tap)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers == [tap])
        #expect(tap.view === second)
    }

    @Test func aClosureRecognizerCallsItsHandler() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        view.addGestureRecognizer(UITapGestureRecognizer { states.append($0.state) })
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(states == [.ended])
    }

    @Test func aRecognizerCallsEveryTargetInOrder() {
        @MainActor final class Target {
            let name: String
            let log: Log
            init(_ name: String, _ log: Log) { self.name = name; self.log = log }
            func fire(_ recognizer: UIGestureRecognizer) { log.append(name) }
        }
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let log = Log()
        let first = Target("first", log), second = Target("second", log)
        let tap = UITapGestureRecognizer(target: first, action: Target.fire)
        tap.addTarget(second, action: Target.fire)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 10, y: 10))
        tap.removeTarget(first)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["first", "second", "second"])
    }

    @Test func aTargetOfTheWrongTypeIsRefusedWithAMessage() {
        @MainActor class Handler {
            func handle(_ recognizer: UIGestureRecognizer) {}
            func attach(to recognizer: UIGestureRecognizer, target: AnyObject) {
                recognizer.addTarget(target, action: Self.handle)
            }
        }
        let host = TestHost()
        let tap = UITapGestureRecognizer()
        Handler().attach(to: tap, target: UIView())
        #expect(host.diagnostics == [
            "-[UITapGestureRecognizer addTarget:action:]: target UIView does not respond to an action of Handler; not added.",
        ])
    }

    @Test func locationOfATouchBeyondTheTouchesIsRefusedWithAMessage() {
        let host = TestHost()
        let tap = UITapGestureRecognizer()
        #expect(tap.location(ofTouch: 2, in: nil) == .zero)
        #expect(host.diagnostics == ["-[UIGestureRecognizer locationOfTouch:inView:]: index (2) beyond bounds (0)."])
    }

    @Test func locationOfTouchAndNumberOfTouchesFollowTheFingers() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        host.window.addSubview(view)
        let recognizer = UIGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        host.touchDown(at: CGPoint(x: 20, y: 20), finger: 0)
        host.touchDown(at: CGPoint(x: 60, y: 40), finger: 1)
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(ofTouch: 1, in: view) == CGPoint(x: 50, y: 30))
        #expect(recognizer.location(in: view) == CGPoint(x: 30, y: 20))
        host.touchUp(finger: 0)
        host.touchUp(finger: 1)
    }

    @Test func anUndecidedRecognizerFailsWhenItsLastTouchLifts() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        let undecided = UIGestureRecognizer()
        view.addGestureRecognizer(undecided)
        let log = Log()
        let tap = log.attach(UITapGestureRecognizer(), named: "tap", to: view)
        tap.require(toFail: undecided)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["tap.ended"])
        #expect(undecided.state == .possible)
    }

    @Test func aTouchListsTheRecognizersThatSeeIt() {
        let host = TestHost()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.addSubview(probe)
        host.window.addSubview(outer)
        let inner = UILongPressGestureRecognizer(), around = UILongPressGestureRecognizer()
        inner.cancelsTouchesInView = false
        probe.addGestureRecognizer(inner)
        outer.addGestureRecognizer(around)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        let touch = try! #require(probe.touches.first)
        #expect(touch.gestureRecognizers == [inner, around])
        #expect(probe.lastEvent?.touches(for: inner)?.count == 1)
        host.touchUp()
    }
}
