import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    func setUp() -> (TestHost, UIView) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.turn()
        return (host, view)
    }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func aNewAnimatorIsInactiveAndStartingMakesItRunAlongItsCurve() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        host.turn()
        host.advance(by: 0.25)
        #expect(abs(shownX(view) - 100) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-6)
    }

    @Test func completionsRunWithTheEndPositionAndTheAnimatorBecomesInactive() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.6)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.alpha == 0)
    }

    @Test func pausingFreezesTheViewsWhereTheyAre() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        host.turn()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        host.advance(by: 2)
        #expect(abs(shownX(view) - 150) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-6)
    }

    @Test func scrubbingAPausedAnimatorMovesTheViewsLinearly() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 250 }
        animator.pauseAnimation()
        for fraction in [0.1, 0.8, 0.3] as [CGFloat] {
            animator.fractionComplete = fraction
            host.advance(frames: 1)
            #expect(abs(shownX(view) - (50 + 200 * fraction)) < 1e-4)
        }
    }

    @Test func settingFractionCompleteOnAnInactiveAnimatorPausesIt() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        host.advance(frames: 1)
        #expect(abs(shownX(view) - 150) < 1e-4)
    }

    @Test func settingFractionCompleteWhileRunningIsIgnored() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        host.turn()
        animator.fractionComplete = 0.9
        host.advance(by: 0.25)
        #expect(abs(shownX(view) - 100) < 1e-6)
    }

    @Test func resumingAfterAPauseFinishesFromWhereItWas() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.startAnimation()
        host.turn()
        host.advance(by: 0.2)
        #expect(abs(shownX(view) - 210) < 1e-6)
        host.advance(by: 0.25)
        #expect(positions == [.end])
    }

    @Test func reversingARunningAnimatorTurnsItRound() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.turn()
        host.advance(by: 0.5)
        animator.isReversed = true
        host.turn()
        #expect(abs(shownX(view) - 150) < 1e-6)
        host.advance(by: 0.55)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    @Test func stoppingWithoutFinishingLeavesTheViewsWhereTheyAre() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.turn()
        host.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 150) < 1e-6)
        host.advance(by: 1)
        #expect(positions.isEmpty)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func stopThenFinishAtStartPutsTheViewsBackAndRunsCompletions() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.turn()
        host.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .start)
        #expect(view.center.x == 50)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActiveAtTheEnd() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 250 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 1)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(positions.isEmpty)
        #expect(abs(animator.fractionComplete - 1) < 1e-6)
    }

    @Test func continueAnimationUsesNewTimingForTheRemainingTime() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        host.turn()
        host.advance(by: 0.5)
        #expect(abs(shownX(view) - 200) < 1e-6)
        host.advance(by: 0.55)
        #expect(positions == [.end])
    }

    @Test func runningPropertyAnimatorStartsAtOnceAfterItsDelay() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { positions.append($0) })
        #expect(animator.isRunning)
        #expect(animator.delay == 0.5)
        host.turn()
        host.advance(by: 0.25)
        #expect(shownX(view) == 50)
        host.advance(by: 0.5)
        #expect(abs(shownX(view) - 100) < 1e-6)
        host.advance(by: 0.3)
        #expect(positions == [.end])
    }

    @Test func animationsAddedWithADelayFactorStartLater() {
        let (host, view) = setUp()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)
        animator.pauseAnimation()
        animator.fractionComplete = 0.75
        host.advance(frames: 1)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.25) < 1e-4)
        #expect(abs(Double(other.layer.presentation()!.opacity) - 0.5) < 1e-4)
    }

    @Test func misuseOfAStoppedAnimatorIsReportedAndIgnored() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        host.turn()
        animator.stopAnimation(false)
        animator.startAnimation()
        animator.pauseAnimation()
        animator.addAnimations {}
        #expect(animator.state == .stopped)
        let stoppedMessages = host.diagnostics.filter { $0.contains("on a stopped animator") }
        #expect(stoppedMessages.count == 3)
        animator.finishAnimation(at: .current)
        animator.finishAnimation(at: .end)
        #expect(host.diagnostics.contains { $0.contains("finishAnimation(at:) called on an animator that is not stopped") })
    }

    @Test func interruptibilityCannotChangeWhileActive() {
        let (host, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        animator.isInterruptible = false
        #expect(animator.isInterruptible)
        #expect(host.diagnostics.contains { $0.contains("isInterruptible cannot be changed on an active animator") })
    }

    @Test func aSpringAnimatorSettlesAtTheEnd() {
        let (host, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.5) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<50 {
            host.advance(frames: 1)
            peak = max(peak, shownX(view))
        }
        #expect(peak > 250)
        host.advance(by: 0.2)
        #expect(positions == [.end])
    }
}
