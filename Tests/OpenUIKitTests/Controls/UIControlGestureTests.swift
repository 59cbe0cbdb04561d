import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIControlGestureTests {
    let frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    let center = CGPoint(x: 150, y: 125)

    @Test func aSuperviewsSingleTapDoesNotRecognizeATapOnAButton() {
        let host = TestHost()
        let log = Log()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let button = UIButton(frame: frame)
        container.addSubview(button)
        log.recordEvents(of: button)
        log.attach(UITapGestureRecognizer(), named: "tap", to: container)
        host.tap(at: center)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func theSuperviewsSingleTapRecognizesElsewhere() {
        let host = TestHost()
        let log = Log()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let button = UIButton(frame: frame)
        container.addSubview(button)
        log.recordEvents(of: button)
        log.attach(UITapGestureRecognizer(), named: "tap", to: container)
        host.tap(at: CGPoint(x: 150, y: 400))
        #expect(log.entries == ["tap.ended"])
    }

    @Test func aTapRecognizerOnTheButtonItselfRecognizes() {
        let host = TestHost()
        let log = Log()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        log.recordEvents(of: button)
        log.attach(UITapGestureRecognizer(), named: "tap", to: button)
        host.tap(at: center)
        #expect(log.entries == ["touchDown", "tap.ended", "touchCancel"])
    }

    @Test func aSuperviewsTwoFingerTapIsNotRefused() {
        let host = TestHost()
        let log = Log()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let button = UIButton(frame: frame)
        container.addSubview(button)
        let twoFingers = UITapGestureRecognizer()
        twoFingers.numberOfTouchesRequired = 2
        let tap = log.attach(twoFingers, named: "twoFingerTap", to: container)
        #expect(button.gestureRecognizerShouldBegin(tap))
        let single = UITapGestureRecognizer()
        container.addGestureRecognizer(single)
        #expect(!button.gestureRecognizerShouldBegin(single))
    }

    @Test func aPlainControlLetsItsSuperviewsSingleTapRecognize() {
        let host = TestHost()
        let log = Log()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let control = UIControl(frame: frame)
        container.addSubview(control)
        log.recordEvents(of: control)
        log.attach(UITapGestureRecognizer(), named: "tap", to: container)
        host.tap(at: center)
        #expect(log.entries == ["touchDown", "tap.ended", "touchCancel"])
    }
}
