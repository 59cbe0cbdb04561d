import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Event sequences. Events sent together in one mask (`touchUpInside` with
/// `primaryActionTriggered`, a drag with its enter or exit) reach actions
/// in the order the actions were added; `Log.recordEvents` adds them in
/// raw-value order.
@MainActor
@Suite struct UIControlTouchTests {
    let frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    let center = CGPoint(x: 150, y: 125)

    /// A host whose window shows `control`, with a log of its events.
    private func scene<Control: UIControl>(_ control: Control) -> (TestHost, Log, Control) {
        let host = TestHost()
        let log = Log()
        host.window.addSubview(control)
        log.recordEvents(of: control)
        return (host, log, control)
    }

    @Test func aTapOnAButtonSendsTouchDownThenTouchUpInsideWithThePrimaryAction() {
        let (host, log, _) = scene(UIButton(frame: frame))
        host.tap(at: center)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func aTapOnAPlainControlHasNoPrimaryAction() {
        let (host, log, _) = scene(UIControl(frame: frame))
        host.tap(at: center)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test func draggingOutOfTheTrackingAreaAndBackSendsExitAndEnter() {
        let (host, log, _) = scene(UIButton(frame: frame))
        host.touchDown(at: center)
        host.touchMove(to: CGPoint(x: 150, y: 210))
        host.touchMove(to: CGPoint(x: 150, y: 230))
        host.touchMove(to: CGPoint(x: 150, y: 260))
        host.touchMove(to: CGPoint(x: 150, y: 140))
        host.touchUp()
        #expect(log.entries == [
            "touchDown",
            "touchDragInside",
            "touchDragOutside", "touchDragExit",
            "touchDragOutside",
            "touchDragInside", "touchDragEnter",
            "touchUpInside", "primaryActionTriggered",
        ])
    }

    @Test func liftingOutsideTheTrackingAreaSendsTouchUpOutside() {
        let (host, log, _) = scene(UIButton(frame: frame))
        host.touchDown(at: center)
        host.touchMove(to: CGPoint(x: 300, y: 125))
        host.touchUp()
        #expect(log.entries == ["touchDown", "touchDragOutside", "touchDragExit", "touchUpOutside"])
    }

    @Test func liftingWithinSeventyPointsOfTheBoundsIsStillInside() {
        let (host, log, _) = scene(UIButton(frame: frame))
        host.touchDown(at: center)
        host.touchUp(at: CGPoint(x: 269, y: 125))
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func aRecognizerTakingTheTouchSendsTouchCancelAfterItsAction() {
        let host = TestHost()
        let log = Log()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let button = UIButton(frame: frame)
        container.addSubview(button)
        log.recordEvents(of: button)
        log.attach(UIPanGestureRecognizer(), named: "pan", to: container)
        host.touchDown(at: center)
        host.touchMove(to: CGPoint(x: 150, y: 140))
        #expect(log.entries == ["touchDown", "pan.began", "touchCancel"])
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
        host.touchUp()
        #expect(log.entries.suffix(1) == ["pan.ended"])
    }

    @Test func aSystemCancelSendsTouchCancel() {
        let (host, log, _) = scene(UIButton(frame: frame))
        host.touchDown(at: center)
        host.touchCancel()
        #expect(log.entries == ["touchDown", "touchCancel"])
    }

    @Test func aDisabledControlGetsNoTouchesAndTheViewBehindItDoes() {
        let host = TestHost()
        let log = Log()
        let behind = TouchView("behind", log: log, frame: host.window.bounds)
        host.window.addSubview(behind)
        let button = UIButton(frame: frame)
        behind.addSubview(button)
        log.recordEvents(of: button)
        button.isEnabled = false
        host.tap(at: center)
        #expect(log.entries == ["behind.touchesBegan", "behind.touchesEnded"])
        #expect(button.state == .disabled)
    }

    @Test func aQuickSecondTapSendsTouchDownRepeat() {
        let (host, log, _) = scene(UIButton(frame: frame))
        host.tap(at: center)
        host.tap(at: center)
        #expect(log.entries == [
            "touchDown", "touchUpInside", "primaryActionTriggered",
            "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered",
        ])
    }

    @Test func theControlIsHighlightedWhileTheTouchIsInside() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        #expect(!button.isTracking && !button.isTouchInside && button.state == .normal)
        host.touchDown(at: center)
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        #expect(button.state == .highlighted)
        host.touchMove(to: CGPoint(x: 150, y: 260))
        #expect(!button.isHighlighted && button.isTracking && !button.isTouchInside)
        host.touchMove(to: CGPoint(x: 150, y: 130))
        #expect(button.isHighlighted)
        host.touchUp()
        #expect(!button.isHighlighted && !button.isTracking && !button.isTouchInside)
    }

    @Test func theStateCombinesHighlightedDisabledAndSelected() {
        let control = UIControl(frame: frame)
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
        #expect(control.state.rawValue == 0b111)
    }

    @Test func theTrackingHooksRunAroundTheEvents() {
        let host = TestHost()
        let log = Log()
        let control = TrackingControl(log: log, frame: frame)
        host.window.addSubview(control)
        log.recordEvents(of: control)
        host.touchDown(at: center)
        host.touchMove(to: CGPoint(x: 151, y: 125))
        host.touchUp()
        #expect(log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragInside", "endTracking", "touchUpInside",
        ])
    }

    @Test func aControlThatDeclinesTrackingSendsNoEventsButHighlights() {
        let host = TestHost()
        let log = Log()
        let control = TrackingControl(log: log, frame: frame)
        control.acceptsTracking = false
        host.window.addSubview(control)
        log.recordEvents(of: control)
        host.touchDown(at: center)
        #expect(control.isHighlighted && !control.isTracking)
        host.touchUp()
        #expect(log.entries == ["beginTracking"])
        #expect(!control.isHighlighted)
    }

    @Test func cancelTrackingRunsBeforeTouchCancel() {
        let host = TestHost()
        let log = Log()
        let control = TrackingControl(log: log, frame: frame)
        host.window.addSubview(control)
        log.recordEvents(of: control)
        host.touchDown(at: center)
        host.touchCancel()
        #expect(log.entries == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
    }
}
