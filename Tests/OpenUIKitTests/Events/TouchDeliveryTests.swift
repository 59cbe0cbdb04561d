import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct TouchDeliveryTests {
    /// A host with `parent` (300×300) holding `child` (100×100 at 50,50).
    private func makeViews(_ host: TestHost, _ log: Log) -> (parent: TouchView, child: TouchView) {
        let parent = TouchView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = TouchView("child", log: log, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        host.window.addSubview(parent)
        return (parent, child)
    }

    @Test func aTouchGoesToTheHitTestedViewThroughEveryPhase() {
        let host = TestHost()
        let log = Log()
        _ = makeViews(host, log)
        host.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 80, y: 60), duration: 2.0 / 60)
        #expect(log.entries == ["child.touchesBegan", "child.touchesMoved", "child.touchesMoved", "child.touchesEnded"])
    }

    @Test func unhandledTouchesTravelTheResponderChain() {
        let host = TestHost()
        let log = Log()
        let views = makeViews(host, log)
        views.child.forwards = true
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.entries == ["child.touchesBegan", "parent.touchesBegan", "child.touchesEnded", "parent.touchesEnded"])
    }

    @Test func touchesNobodyHandlesReachTheApplicationDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
        }
        let host = TestHost()
        let delegate = Delegate()
        UIApplication.shared.launch(delegate: delegate)
        host.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(delegate.phases == ["began", "ended"])
    }

    @Test func aTouchStaysWithTheViewItBeganInWhenItMovesOut() {
        let host = TestHost()
        let log = Log()
        _ = makeViews(host, log)
        host.touchDown(at: CGPoint(x: 60, y: 60))
        host.touchMove(to: CGPoint(x: 250, y: 250))
        host.touchUp()
        #expect(log.entries == ["child.touchesBegan", "child.touchesMoved", "child.touchesEnded"])
    }

    @Test func touchLocationsAreInTheAskingViewsCoordinates() {
        let host = TestHost()
        let probe = TouchProbe(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        host.window.addSubview(probe)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.touchMove(to: CGPoint(x: 70, y: 45))
        let touch = try! #require(probe.touches.last)
        #expect(touch.location(in: probe) == CGPoint(x: 30, y: 15))
        #expect(touch.previousLocation(in: probe) == CGPoint(x: 10, y: 20))
        #expect(touch.location(in: nil) == CGPoint(x: 70, y: 45))
        #expect(touch.phase == .moved)
        #expect(touch.view === probe && touch.window === host.window)
        #expect(touch.timestamp == host.now)
        host.touchUp()
    }

    @Test func quickTapsInOnePlaceCountUp() {
        let host = TestHost()
        let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(probe)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 55, y: 50))
        host.tap(at: CGPoint(x: 50, y: 52))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(probe.beganTapCounts == [1, 2, 3, 1])
    }

    @Test func theFrontmostWindowGetsTheTouch() {
        let host = TestHost()
        let log = Log()
        host.window.addSubview(TouchView("back", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let front = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        front.windowLevel = .alert
        front.addSubview(TouchView("front", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        front.isHidden = false
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["front.touchesBegan", "front.touchesEnded"])
        front.isHidden = true
    }

    @Test func theEventHoldsEveryFingerDown() {
        let host = TestHost()
        let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        probe.isMultipleTouchEnabled = true
        host.window.addSubview(probe)
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        host.touchDown(at: CGPoint(x: 100, y: 10), finger: 1)
        let event = try! #require(probe.lastEvent)
        #expect(event.allTouches?.count == 2)
        #expect(event.touches(for: probe)?.count == 2)
        #expect(event.type == .touches)
        let phases = Set(event.allTouches!.map(\.phase))
        #expect(phases == [.stationary, .began])
        host.send([
            UITouchInput(identifier: 0, phase: .ended, location: CGPoint(x: 10, y: 10)),
            UITouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 100, y: 10)),
        ])
        #expect(probe.endedCounts == [2])
    }

    @Test func aViewWithoutMultipleTouchHearsOnlyTheFirstFinger() {
        let host = TestHost()
        let log = Log()
        host.window.addSubview(TouchView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        host.touchDown(at: CGPoint(x: 100, y: 10), finger: 1)
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func anExclusiveTouchViewKeepsOtherViewsFromTouches() {
        let host = TestHost()
        let log = Log()
        let exclusive = TouchView("exclusive", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        host.window.addSubview(exclusive)
        host.window.addSubview(TouchView("other", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        host.touchDown(at: CGPoint(x: 210, y: 10), finger: 1)
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        host.touchDown(at: CGPoint(x: 210, y: 10), finger: 1)
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        host.touchUp(finger: 0)
        host.touchUp(finger: 1)
        #expect(log.entries == ["exclusive.touchesBegan", "exclusive.touchesEnded", "other.touchesBegan", "other.touchesEnded"])
    }

    @Test func subclassesSeeEventsInSendEvent() {
        final class Window: UIWindow {
            var seen: [UITouch.Phase] = []
            override func sendEvent(_ event: UIEvent) {
                seen += event.allTouches?.map(\.phase) ?? []
                super.sendEvent(event)
            }
        }
        let host = TestHost()
        let window = Window(frame: host.screen.bounds)
        window.windowLevel = .alert
        window.isHidden = false
        let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(probe)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(window.seen == [.began, .ended])
        #expect(probe.beganTapCounts == [1])
        window.isHidden = true
    }
}

/// A view that keeps the touches and events it gets.
@MainActor
final class TouchProbe: UIView {
    var touches: [UITouch] = []
    var beganTapCounts: [Int] = []
    var endedCounts: [Int] = []
    var lastEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += touches
        beganTapCounts += touches.map(\.tapCount)
        lastEvent = event
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += touches
        lastEvent = event
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endedCounts.append(touches.count)
        lastEvent = event
    }
}
