import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UILongPressGestureRecognizerTests {
    private func makePress(_ host: TestHost, _ log: Log) -> (TouchView, UILongPressGestureRecognizer) {
        let view = TouchView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        return (view, log.attach(UILongPressGestureRecognizer(), named: "press", to: view))
    }

    @Test func holdingForTheDurationBeginsThenMovesChangeAndLiftingEnds() {
        let host = TestHost()
        let log = Log()
        _ = makePress(host, log)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.45)
        #expect(log.entries == ["view.touchesBegan"])
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 150, y: 100))
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan", "press.began", "view.touchesCancelled", "press.changed", "press.ended"])
    }

    @Test func thePressBeginsInTheFirstFrameAtTheDeadline() {
        let host = TestHost()
        let log = Log()
        let (_, press) = makePress(host, log)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        let start = host.now
        #expect(frames(host, until: { press.state != .possible }, limit: 120) != nil)
        #expect(host.now - start >= press.minimumPressDuration)
        #expect(host.now - start < press.minimumPressDuration + 1.0 / 60)
        host.touchUp()
    }

    @Test func liftingEarlyFailsThePress() {
        let host = TestHost()
        let log = Log()
        _ = makePress(host, log)
        host.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        host.advance(by: 1)
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func movingTooFarBeforeTheDeadlineFailsThePress() {
        let host = TestHost()
        let log = Log()
        let (_, press) = makePress(host, log)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 108, y: 100))
        #expect(press.state == .possible)
        host.touchMove(to: CGPoint(x: 112, y: 100))
        #expect(press.state == .failed)
        host.advance(by: 1)
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded"])
    }

    @Test func twoFingerPressesNeedBothFingers() {
        let host = TestHost()
        let log = Log()
        let (_, press) = makePress(host, log)
        press.numberOfTouchesRequired = 2
        host.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        host.advance(by: 0.6)
        #expect(press.state == .possible)
        host.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        host.advance(by: 0.6)
        #expect(press.state == .began)
        host.send([
            UITouchInput(identifier: 0, phase: .ended, location: CGPoint(x: 100, y: 100)),
            UITouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 150, y: 100)),
        ])
        #expect(log.entries.filter { $0.hasPrefix("press") } == ["press.began", "press.ended"])
    }

    @Test func aPressAfterATapNeedsTheTapFirst() {
        let host = TestHost()
        let log = Log()
        let (_, press) = makePress(host, log)
        press.numberOfTapsRequired = 1
        host.longPress(at: CGPoint(x: 100, y: 100), duration: 0.7)
        #expect(!log.entries.contains("press.began"))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.longPress(at: CGPoint(x: 100, y: 100), duration: 0.7)
        #expect(log.entries.filter { $0.hasPrefix("press") } == ["press.began", "press.ended"])
    }
}

@MainActor
@Suite struct UISwipeGestureRecognizerTests {
    private func makeSwipe(_ host: TestHost, _ log: Log, _ direction: UISwipeGestureRecognizer.Direction) -> UISwipeGestureRecognizer {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        host.window.addSubview(view)
        let swipe = log.attach(UISwipeGestureRecognizer(), named: "swipe", to: view)
        swipe.direction = direction
        return swipe
    }

    @Test func aQuickFlickInThePermittedDirectionIsRecognizedMidMove() {
        let host = TestHost()
        let log = Log()
        let swipe = makeSwipe(host, log, .right)
        host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 310), duration: 0.1, lift: false)
        #expect(swipe.state == .ended)
        host.touchUp()
        #expect(log.entries == ["swipe.ended"])
        #expect(swipe.state == .possible)
    }

    @Test func aFlickTheOtherWayFails() {
        let host = TestHost()
        let log = Log()
        let swipe = makeSwipe(host, log, .right)
        host.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.1, lift: false)
        #expect(swipe.state == .possible)
        host.touchUp()
        #expect(log.entries.isEmpty)
    }

    @Test func anyOfSeveralDirectionsCounts() {
        let host = TestHost()
        let log = Log()
        _ = makeSwipe(host, log, [.up, .down])
        host.swipe(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 110, y: 200))
        host.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 90, y: 400))
        host.swipe(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 300, y: 200))
        #expect(log.entries == ["swipe.ended", "swipe.ended"])
    }

    @Test func aSlowDragIsNoSwipe() {
        let host = TestHost()
        let log = Log()
        _ = makeSwipe(host, log, .right)
        host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 300), duration: 3)
        #expect(log.entries.isEmpty)
    }

    @Test func aSwipeStrayingSidewaysFails() {
        let host = TestHost()
        let log = Log()
        _ = makeSwipe(host, log, .right)
        host.swipe(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 150, y: 400))
        #expect(log.entries.isEmpty)
    }

    @Test func twoFingerSwipesNeedTwoFingers() {
        let host = TestHost()
        let log = Log()
        let swipe = makeSwipe(host, log, .left)
        swipe.numberOfTouchesRequired = 2
        host.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        #expect(log.entries.isEmpty)
        host.send([
            UITouchInput(identifier: 0, phase: .began, location: CGPoint(x: 300, y: 300)),
            UITouchInput(identifier: 1, phase: .began, location: CGPoint(x: 300, y: 340)),
        ])
        host.send([
            UITouchInput(identifier: 0, phase: .moved, location: CGPoint(x: 200, y: 300)),
            UITouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 200, y: 340)),
        ])
        #expect(log.entries == ["swipe.ended"])
        host.send([
            UITouchInput(identifier: 0, phase: .ended, location: CGPoint(x: 200, y: 300)),
            UITouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 200, y: 340)),
        ])
    }
}

@MainActor
@Suite struct UIScreenEdgePanGestureRecognizerTests {
    private func makeEdgePan(_ host: TestHost, _ log: Log) -> UIScreenEdgePanGestureRecognizer {
        let edge = log.attach(UIScreenEdgePanGestureRecognizer(), named: "edge", to: host.window)
        edge.edges = .left
        return edge
    }

    @Test func aPanFromTheLeftEdgeInwardsIsRecognized() {
        let host = TestHost()
        let log = Log()
        let edge = makeEdgePan(host, log)
        host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 305), duration: 0.1)
        #expect(log.entries == ["edge.began", "edge.changed", "edge.changed", "edge.changed", "edge.changed", "edge.changed", "edge.ended"])
        #expect(edge.state == .possible)
    }

    @Test func aPanStartingAwayFromTheEdgeFails() {
        let host = TestHost()
        let log = Log()
        _ = makeEdgePan(host, log)
        host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.1)
        #expect(log.entries.isEmpty)
    }

    @Test func aPanAlongTheEdgeFails() {
        let host = TestHost()
        let log = Log()
        _ = makeEdgePan(host, log)
        host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 8, y: 400), duration: 0.1)
        #expect(log.entries.isEmpty)
    }

    @Test func theRightEdgeIsMeasuredFromTheWindowsRightSide() {
        let host = TestHost()
        let log = Log()
        let edge = makeEdgePan(host, log)
        edge.edges = .right
        host.drag(from: CGPoint(x: 385, y: 300), to: CGPoint(x: 285, y: 300), duration: 0.05)
        #expect(log.entries.first == "edge.began")
    }
}
