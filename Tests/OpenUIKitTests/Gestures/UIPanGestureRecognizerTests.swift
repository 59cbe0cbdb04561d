import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIPanGestureRecognizerTests {
    @Test func aPanBeginsAfterTenPointsChangesAndEnds() {
        let host = TestHost()
        let log = Log()
        let view = TouchView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        host.window.addSubview(view)
        let pan = log.attach(UIPanGestureRecognizer(), named: "pan", to: view)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 105))
        host.touchMove(to: CGPoint(x: 100, y: 112))
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 12))
        host.touchMove(to: CGPoint(x: 100, y: 130))
        host.touchUp()
        #expect(log.entries == [
            "view.touchesBegan", "view.touchesMoved", "pan.began", "view.touchesCancelled", "pan.changed", "pan.ended",
        ])
    }
}

@MainActor
@Suite struct UIPanGestureRecognizerMeasuringTests {
    private func makePan(_ host: TestHost, _ log: Log) -> (UIView, UIPanGestureRecognizer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        host.window.addSubview(view)
        return (view, log.attach(UIPanGestureRecognizer(), named: "pan", to: view))
    }

    @Test func aTouchThatLiftsBeforeMovingFarFailsThePan() {
        let host = TestHost()
        let log = Log()
        let (_, pan) = makePan(host, log)
        var states: [UIGestureRecognizer.State] = []
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 104, y: 104))
        states.append(pan.state)
        host.touchMove(to: CGPoint(x: 100, y: 100))
        host.touchUp()
        states.append(pan.state)
        #expect(states == [.possible, .possible])
        #expect(log.entries.isEmpty)
    }

    @Test func velocityIsPointsPerSecondOverTheLastMoves() {
        let host = TestHost()
        let log = Log()
        let (view, pan) = makePan(host, log)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 10.0 / 60, lift: false)
        #expect(pan.velocity(in: view) == CGPoint(x: 0, y: 600))
        host.touchUp()
    }

    @Test func setTranslationMovesTheOrigin() {
        let host = TestHost()
        let log = Log()
        let (view, pan) = makePan(host, log)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 150))
        pan.setTranslation(CGPoint(x: 5, y: 0), in: view)
        host.touchMove(to: CGPoint(x: 110, y: 170))
        #expect(pan.translation(in: view) == CGPoint(x: 15, y: 20))
        host.touchUp()
    }

    @Test func translationIsMeasuredInTheGivenViewsCoordinates() {
        let host = TestHost()
        let log = Log()
        let (view, pan) = makePan(host, log)
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 140))
        #expect(pan.translation(in: scaled) == CGPoint(x: 0, y: 20))
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40))
        host.touchUp()
    }

    @Test func aSecondFingerDoesNotMakeTheTranslationJump() {
        let host = TestHost()
        let log = Log()
        let (view, pan) = makePan(host, log)
        host.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        host.touchMove(to: CGPoint(x: 100, y: 130), finger: 0)
        host.touchDown(at: CGPoint(x: 200, y: 300), finger: 1)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 30))
        #expect(pan.numberOfTouches == 2)
        host.touchMove(to: CGPoint(x: 200, y: 320), finger: 1)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 40))
        host.touchUp(finger: 0)
        host.touchUp(finger: 1)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.ended"])
    }

    @Test func aPanNeedingTwoFingersWaitsForTheSecond() {
        let host = TestHost()
        let log = Log()
        let (_, pan) = makePan(host, log)
        pan.minimumNumberOfTouches = 2
        host.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        host.touchMove(to: CGPoint(x: 100, y: 140), finger: 0)
        #expect(pan.state == .possible)
        host.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        host.send([
            UITouchInput(identifier: 0, phase: .moved, location: CGPoint(x: 100, y: 160)),
            UITouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 150, y: 120)),
        ])
        #expect(pan.state == .began)
        host.touchUp(finger: 1)
        #expect(log.entries == ["pan.began", "pan.ended"])
        host.touchUp(finger: 0)
    }

    @Test func moreFingersThanAllowedFailAnUndecidedPan() {
        let host = TestHost()
        let log = Log()
        let (_, pan) = makePan(host, log)
        pan.maximumNumberOfTouches = 1
        host.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        host.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        #expect(pan.state == .failed)
        host.touchUp(finger: 0)
        host.touchUp(finger: 1)
        #expect(pan.state == .possible)
    }

    @Test func aCancelledTouchCancelsTheGesture() {
        let host = TestHost()
        let log = Log()
        _ = makePan(host, log)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 140))
        host.touchCancel()
        #expect(log.entries == ["pan.began", "pan.cancelled"])
    }

    @Test func theLocationAtTheEndIsWhereTheFingerLifted() {
        let host = TestHost()
        let log = Log()
        let (view, pan) = makePan(host, log)
        var locations: [CGPoint] = []
        pan.addTarget(view) { _ in { recognizer in locations.append(recognizer.location(in: view)) } }
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 1.0 / 60)
        #expect(locations == [CGPoint(x: 100, y: 140), CGPoint(x: 100, y: 140)])
        #expect(pan.location(in: view) == CGPoint(x: 100, y: 140))
    }
}

/// The guide's Listing 10-3/10-4 (the action of a pan that drives an
/// interactive transition), in Swift, with the transition's
/// `updateInteractiveTransition`/`finishInteractiveTransition` recorded.
@MainActor
class SwipeInteraction: NSObject {
    let container: UIView
    var panGesture: UIPanGestureRecognizer!
    var updates: [CGFloat] = []
    var finished = 0

    init(container: UIView) {
        self.container = container
        super.init()
    }

    func startInteractiveTransition() {
        // Create a pan gesture recognizer to monitor events.
        panGesture = UIPanGestureRecognizer(target: self, action: Self.handleSwipeUpdate)
        panGesture.maximumNumberOfTouches = 1
        // Add the gesture recognizer to the container view.
        container.addGestureRecognizer(panGesture)
    }

    func handleSwipeUpdate(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.state == .began {
            // Reset the translation value at the beginning of the gesture.
            panGesture.setTranslation(CGPoint(x: 0, y: 0), in: container)
        } else if gestureRecognizer.state == .changed {
            // Get the current translation value.
            let translation = panGesture.translation(in: container)
            // Compute how far the gesture has travelled vertically,
            // relative to the height of the container view.
            let percentage = abs(translation.y / container.bounds.height)
            updates.append(percentage)
        } else if gestureRecognizer.state.rawValue >= UIGestureRecognizer.State.ended.rawValue {
            finished += 1
            container.removeGestureRecognizer(panGesture)
        }
    }
}

@MainActor
@Suite struct GuideListing10_4Tests {
    @Test func theHandlerTurnsVerticalTranslationIntoPercentages() {
        let host = TestHost(screenSize: CGSize(width: 400, height: 800), safeAreaInsets: .zero)
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let interaction = SwipeInteraction(container: container)
        interaction.startInteractiveTransition()
        host.touchDown(at: CGPoint(x: 200, y: 100))
        host.touchMove(to: CGPoint(x: 200, y: 120))
        host.touchMove(to: CGPoint(x: 200, y: 200))
        host.touchMove(to: CGPoint(x: 200, y: 520))
        host.touchUp()
        #expect(interaction.updates == [0.1, 0.5])
        #expect(interaction.finished == 1)
        #expect(container.gestureRecognizers == nil)
    }

    @Test func theRecognizerHoldsItsTargetWeakly() {
        let host = TestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        weak var released: SwipeInteraction?
        do {
            let interaction = SwipeInteraction(container: container)
            interaction.startInteractiveTransition()
            released = interaction
        }
        #expect(released == nil)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.1)
        #expect(container.gestureRecognizers?.first?.state == .possible)
    }
}
