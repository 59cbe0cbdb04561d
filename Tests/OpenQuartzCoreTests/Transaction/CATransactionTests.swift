import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CATransactionTests {
    @Test func theDefaultAnimationDurationIsAQuarterSecond() {
        _ = FrameDriver()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func anExplicitTransactionInsideTheImplicitOneCommitsWithIt() {
        let driver = FrameDriver()
        let layer = CALayer()
        CATransaction.begin()
        let animation = CABasicAnimation(keyPath: "opacity")
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
        #expect(layer.animation(forKey: "fade")?.beginTime == 0)
        driver.turn()
        #expect(layer.animation(forKey: "fade")?.beginTime == driver.now)
    }

    @Test func anOutermostExplicitTransactionCommitsAtOnce() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        CATransaction.begin()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        CATransaction.commit()
        #expect(layer.animation(forKey: "fade")?.beginTime == driver.now)
    }

    @Test func settingsAreLookedUpFromTheInnermostTransactionOutwards() {
        _ = FrameDriver()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func theCompletionBlockRunsAfterItsAnimationsFinish() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 0.5
        layer.add(animation, forKey: nil)
        CATransaction.commit()
        driver.advance(frames: 29)
        #expect(log == [])
        driver.advance(frames: 1)
        #expect(log == ["done"])
    }

    @Test func theCompletionBlockWaitsForTheLongestAnimation() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        for duration in [0.1, 0.5] {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.duration = duration
            layer.add(animation, forKey: nil)
        }
        CATransaction.commit()
        driver.advance(by: 0.25)
        #expect(log == [])
        driver.advance(by: 0.25)
        #expect(log == ["done"])
    }

    @Test func aCompletionBlockWithoutAnimationsRunsAtCommit() {
        _ = FrameDriver()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        #expect(log == [])
        CATransaction.commit()
        #expect(log == ["done"])
    }

    @Test func removingTheAnimationsRunsTheCompletionBlock() {
        let driver = FrameDriver()
        let layer = CALayer()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 10
        layer.add(animation, forKey: "long")
        CATransaction.commit()
        driver.advance(frames: 1)
        layer.removeAnimation(forKey: "long")
        driver.turn()
        #expect(log == ["done"])
    }

    @Test func animationsAddedBeforeTheBlockWasSetAreNotAwaited() {
        let driver = FrameDriver()
        let layer = CALayer()
        var log: [String] = []
        CATransaction.begin()
        let long = CABasicAnimation(keyPath: "opacity")
        long.duration = 10
        layer.add(long, forKey: nil)
        CATransaction.setCompletionBlock { log.append("done") }
        CATransaction.commit()
        #expect(log == ["done"])
        driver.advance(frames: 1)
    }

    @Test func delegatesHearStopBeforeTheTransactionCompletionRuns() {
        let driver = FrameDriver()
        let layer = CALayer()
        var log: [String] = []
        final class Delegate: CAAnimationDelegate {
            let record: (String) -> Void
            init(_ record: @escaping (String) -> Void) { self.record = record }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { record("delegate") }
        }
        let delegate = Delegate { log.append($0) }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 0.1
        animation.delegate = delegate
        layer.add(animation, forKey: nil)
        CATransaction.commit()
        driver.advance(by: 0.2)
        #expect(log == ["delegate", "completion"])
    }

    @Test func anUnbalancedCommitIsReportedAndIgnored() {
        _ = FrameDriver()
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        CATransaction.commit()
        #expect(recorder.messages.contains { $0.contains("commit() without a matching begin()") })
    }

    @Test func disableActionsSuppressesImplicitAnimations() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
    }

    @Test func implicitAnimationsUseTheTransactionsDuration() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animation(forKey: "opacity")?.duration == 1)
        driver.advance(by: 0.5)
        let eased = CAMediaTimingFunction(name: .default).value(atTime: 0.5)
        #expect(approximately(Double(layer.presentation()!.opacity), 1 - eased, 1e-6))
    }
}
