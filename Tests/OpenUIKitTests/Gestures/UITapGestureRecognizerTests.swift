import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UITapGestureRecognizerTests {
    @Test func aTapIsRecognizedWhenTheFingerLifts() {
        let host = TestHost()
        let log = Log()
        let view = TouchView("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        let tap = log.attach(UITapGestureRecognizer(), named: "tap", to: view)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(tap.state == .possible)
        host.touchUp()
        #expect(log.entries == ["view.touchesBegan", "tap.ended", "view.touchesCancelled"])
        #expect(tap.state == .possible)
    }

    @Test func aDoubleTapNeedsTwoTapsInQuickSuccession() {
        let host = TestHost()
        let log = Log()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        log.attach(doubleTap, named: "double", to: view)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        host.tap(at: CGPoint(x: 52, y: 50))
        #expect(log.entries == ["double.ended"])
    }

    @Test func aSingleTapWaitsForADoubleTapToFail() {
        let host = TestHost()
        let log = Log()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        let single = log.attach(UITapGestureRecognizer(), named: "single", to: view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        log.attach(double, named: "double", to: view)
        single.require(toFail: double)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.4)
        #expect(log.entries == ["single.ended"])
    }
}
