import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct BadTouchInputTests {
    private func makeView(_ host: TestHost, _ log: Log) -> TouchView {
        let view = TouchView("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        return view
    }

    @Test func aNonFiniteLocationIsIgnoredWithAMessage() {
        let host = TestHost()
        let log = Log()
        _ = makeView(host, log)
        host.touchDown(at: CGPoint(x: CGFloat.nan, y: 10))
        #expect(log.entries.isEmpty)
        #expect(host.diagnostics == ["OpenUIKit: ignoring touch input for finger 0 (began): its location (nan, 10.0) is not finite."])
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
    }

    @Test func aMoveBeforeTouchDownIsIgnoredWithAMessage() {
        let host = TestHost()
        let log = Log()
        _ = makeView(host, log)
        host.touchMove(to: CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
        #expect(host.diagnostics == ["OpenUIKit: ignoring touch input for finger 0 (moved): this finger is not down."])
    }

    @Test func liftingTwiceIsIgnoredWithAMessage() {
        let host = TestHost()
        let log = Log()
        _ = makeView(host, log)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        host.touchUp()
        host.touchUp(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
        #expect(host.diagnostics == ["OpenUIKit: ignoring touch input for finger 0 (ended): this finger is not down."])
    }

    @Test func touchingDownTwiceWithOneFingerIsIgnoredWithAMessage() {
        let host = TestHost()
        let log = Log()
        _ = makeView(host, log)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        host.touchDown(at: CGPoint(x: 20, y: 10))
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
        #expect(host.diagnostics == ["OpenUIKit: ignoring touch input for finger 0 (began): this finger is already down."])
    }

    @Test func aViewThatLeftTheWindowHearsNoMoreOfItsTouch() {
        let host = TestHost()
        let log = Log()
        let view = makeView(host, log)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        host.touchMove(to: CGPoint(x: 20, y: 10))
        host.touchMove(to: CGPoint(x: 30, y: 10))
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan"])
        #expect(host.diagnostics == [
            "OpenUIKit: touch 0 began in a TouchView that is no longer in its window; the view gets no more messages for this touch.",
        ])
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view.touchesBegan", "view.touchesBegan", "view.touchesEnded"])
    }

    @Test func aRecognizerWhoseViewLeftTheWindowIsCancelled() {
        let host = TestHost()
        let log = Log()
        let view = makeView(host, log)
        let pan = log.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        host.touchMove(to: CGPoint(x: 40, y: 10))
        view.removeFromSuperview()
        host.touchMove(to: CGPoint(x: 60, y: 10))
        #expect(pan.state == .cancelled)
        host.touchUp()
        #expect(pan.state == .possible)
        #expect(log.entries == ["view.touchesBegan", "pan.began", "view.touchesCancelled", "pan.cancelled"])
    }
}
