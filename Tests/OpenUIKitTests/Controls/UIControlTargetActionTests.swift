import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIControlTargetActionTests {
    final class Receiver {
        var calls: [String] = []
        var senders: [UIControl] = []
        var events: [UIEvent?] = []

        func buttonTapped(_ sender: UIButton) {
            calls.append("buttonTapped")
            senders.append(sender)
        }

        func controlChanged(_ sender: UIControl, event: UIEvent?) {
            calls.append("controlChanged")
            events.append(event)
        }

        func somethingHappened() {
            calls.append("somethingHappened")
        }
    }

    let frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    let center = CGPoint(x: 150, y: 125)

    @Test func aTargetMethodReceivesTheControlAsItsSender() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.buttonTapped, for: .touchUpInside)
        host.tap(at: center)
        #expect(receiver.calls == ["buttonTapped"])
        #expect(receiver.senders.first === button)
    }

    @Test func aTargetMethodWithAnEventReceivesTheTouchEvent() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.controlChanged, for: .touchUpInside)
        host.tap(at: center)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.calls == ["controlChanged", "controlChanged"])
        #expect(receiver.events.first??.type == .touches)
        #expect(receiver.events.last! == nil)
    }

    @Test func aTargetMethodWithoutArgumentsIsCalled() {
        let button = UIButton(frame: frame)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.somethingHappened, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(receiver.calls == ["somethingHappened"])
    }

    @Test func theTargetIsHeldWeakly() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        weak var released: Receiver?
        do {
            let receiver = Receiver()
            released = receiver
            button.addTarget(receiver, action: Receiver.buttonTapped, for: .touchUpInside)
            #expect(button.allTargets.count == 1)
        }
        #expect(released == nil)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == [])
        host.tap(at: center)
    }

    @Test func removingATargetStopsItsMethodsForThoseEventsOnly() {
        let button = UIButton(frame: frame)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.somethingHappened, for: [.touchDown, .touchUpInside])
        button.removeTarget(receiver, for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(receiver.calls.isEmpty)
        #expect(button.allControlEvents == .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.calls == ["somethingHappened"])
    }

    @Test func removingANilTargetRemovesEveryTargetButKeepsActions() {
        let button = UIButton(frame: frame)
        let receiver = Receiver()
        var handled = 0
        button.addTarget(receiver, action: Receiver.somethingHappened, for: .touchUpInside)
        button.addAction(UIAction { _ in handled += 1 }, for: .touchUpInside)
        button.removeTarget(nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.calls.isEmpty)
        #expect(handled == 1)
        #expect(button.allTargets.isEmpty)
    }

    @Test func allControlEventsListsEveryRegisteredEvent() {
        let button = UIButton(frame: frame)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.somethingHappened, for: .touchDown)
        button.addAction(UIAction { _ in }, for: [.valueChanged, .touchUpInside])
        #expect(button.allControlEvents == [.touchDown, .valueChanged, .touchUpInside])
    }

    @Test func allTargetsListsNSObjectTargetsAsThemselves() {
        final class ObjectReceiver: NSObject {
            func tapped() {}
        }
        let button = UIButton(frame: frame)
        let receiver = ObjectReceiver()
        button.addTarget(receiver, action: ObjectReceiver.tapped, for: .touchUpInside)
        #expect(button.allTargets == [AnyHashable(receiver)])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOneAndAddsItsEvents() {
        let button = UIButton(frame: frame)
        var calls: [String] = []
        let id = UIAction.Identifier("tap")
        button.addAction(UIAction(identifier: id) { _ in calls.append("first") }, for: .touchDown)
        button.addAction(UIAction(identifier: id) { _ in calls.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["second", "second"])
    }

    @Test func removingAnActionByIdentifierStopsItForThoseEvents() {
        let button = UIButton(frame: frame)
        var calls = 0
        let action = UIAction(identifier: UIAction.Identifier("tap")) { _ in calls += 1 }
        button.addAction(action, for: [.touchDown, .touchUpInside])
        button.removeAction(identifiedBy: UIAction.Identifier("tap"), for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(calls == 0)
        button.sendActions(for: .touchUpInside)
        #expect(calls == 1)
        button.removeAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(calls == 1)
        #expect(button.allControlEvents == [])
    }

    @Test func theActionsSenderIsTheControlWhileItsHandlerRuns() {
        let button = UIButton(frame: frame)
        var sender: Any?
        let action = UIAction { action in sender = action.sender }
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect((sender as? UIButton) === button)
        #expect(action.sender == nil)
    }

    @Test func sendActionPerformsAnActionWithTheControlAsSender() {
        let control = UIControl(frame: frame)
        var sender: Any?
        control.sendAction(UIAction { sender = $0.sender })
        #expect((sender as? UIControl) === control)
    }

    @Test func aRowAnsweringSeveralEventsOfOneMaskRunsOnce() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        var calls = 0
        button.addAction(UIAction { _ in calls += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        host.tap(at: center)
        #expect(calls == 1)
    }

    @Test func targetsAndActionsRunInTheOrderTheyWereAdded() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        let log = Log()
        button.addAction(UIAction { _ in log.append("primaryActionTriggered") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        host.tap(at: center)
        #expect(log.entries == ["primaryActionTriggered", "touchUpInside"])
    }

    @Test func aMethodForAnotherKindOfControlIsSkippedWithAMessage() {
        let host = TestHost()
        let control = UIControl(frame: frame)
        let receiver = Receiver()
        control.addTarget(receiver, action: Receiver.buttonTapped, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(receiver.calls.isEmpty)
        #expect(host.diagnostics.contains { $0.contains("takes a UIButton sender from a UIControl") })
    }

    @Test func aPlainControlsPrimaryActionRunsWhenSentNotOnTap() {
        let host = TestHost()
        var calls = 0
        let control = UIControl(frame: frame, primaryAction: UIAction { _ in calls += 1 })
        host.window.addSubview(control)
        host.tap(at: center)
        #expect(calls == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(calls == 1)
    }

    /// A controller-like class that wires its actions through `Self`, as
    /// code inside a view controller does.
    @MainActor class Screen {
        var calls: [String] = []
        func tapped(_ sender: UIButton) { calls.append("tapped") }
        func changed(_ sender: UIControl, event: UIEvent?) { calls.append("changed") }
        func fired() { calls.append("fired") }

        func wire(_ button: UIButton) {
            button.addTarget(self, action: Self.tapped, for: .touchUpInside)
            button.addTarget(self, action: Self.changed, for: .touchUpInside)
            button.addTarget(self, action: Self.fired, for: .touchUpInside)
        }

        func wire(_ button: UIButton, to stranger: AnyObject) {
            button.addTarget(stranger, action: Self.fired, for: .touchUpInside)
        }
    }

    @Test func methodReferencesThroughSelfWork() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        host.window.addSubview(button)
        let screen = Screen()
        screen.wire(button)
        host.tap(at: center)
        #expect(screen.calls == ["tapped", "changed", "fired"])
    }

    @Test func aTargetOfAnotherTypeThanTheMethodIsRefusedWithAMessage() {
        let host = TestHost()
        let button = UIButton(frame: frame)
        Screen().wire(button, to: UIView())
        #expect(button.allTargets.isEmpty)
        #expect(host.diagnostics == [
            "-[UIButton addTarget:action:forControlEvents:]: target UIView does not respond to an action of Screen; not added.",
        ])
    }
}
