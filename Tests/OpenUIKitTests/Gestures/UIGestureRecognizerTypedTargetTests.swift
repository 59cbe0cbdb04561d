import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The sender-typed and argument-less target-action forms
/// (`UIGestureRecognizer+TypedTargets.swift`).
@MainActor
@Suite struct UIGestureRecognizerTypedTargetTests {
    /// A controller-like target with iOS's usual action methods.
    @MainActor final class Card {
        let log: Log
        init(_ log: Log) { self.log = log }
        func handleTap(_ gesture: UITapGestureRecognizer) { log.append("tap \(gesture.state == .ended)") }
        func dismissTapped() { log.append("dismiss") }
        func attach(to card: UIView, dimming: UIView) {
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap(_:)))
            dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.dismissTapped))
        }
    }

    @Test func actionsTakingTheRecognizersOwnClassOrNothingAreCalled() {
        let host = TestHost()
        let cardView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dimming = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        host.window.addSubview(cardView)
        host.window.addSubview(dimming)
        let log = Log()
        let card = Card(log)
        card.attach(to: cardView, dimming: dimming)
        host.tap(at: CGPoint(x: 10, y: 10))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 10, y: 210))
        #expect(log.entries == ["tap true", "dismiss"])
    }

    @Test func anActionForAnotherRecognizerClassIsRefusedWithAMessage() {
        @MainActor final class Handler {
            var calls = 0
            func pan(_ gesture: UIPanGestureRecognizer) { calls += 1 }
        }
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let handler = Handler()
        let tap = UITapGestureRecognizer()
        tap.addTarget(handler, action: Handler.pan)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(handler.calls == 0)
        #expect(host.diagnostics.contains { $0.contains("the action takes a UIPanGestureRecognizer, not a UITapGestureRecognizer") })
    }
}
