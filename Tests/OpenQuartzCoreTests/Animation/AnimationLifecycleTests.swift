import Foundation
import Testing
@testable import OpenQuartzCore

/// Start and stop callbacks, removal and replacement.
@MainActor
@Suite struct AnimationLifecycleTests {
    func animation(_ recorder: AnimationRecorder, duration: Double = 0.5) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = recorder
        return animation
    }

    @Test func theDelegateHearsStartInTheFrameThatCommitsItAndStopInTheFrameItEnds() {
        let driver = FrameDriver()
        let layer = CALayer()
        let recorder = AnimationRecorder()
        layer.add(animation(recorder), forKey: "fade")
        #expect(recorder.events == [])
        driver.turn()
        #expect(recorder.events == ["a.start"])
        driver.advance(frames: 29)
        #expect(recorder.events == ["a.start"])
        driver.advance(frames: 1)
        #expect(recorder.events == ["a.start", "a.stop(true)"])
    }

    @Test func aDelayedAnimationStartsWhenItsBeginTimeComes() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        let recorder = AnimationRecorder()
        let delayed = animation(recorder)
        delayed.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.1
        layer.add(delayed, forKey: nil)
        driver.turn()
        #expect(recorder.events == [])
        driver.advance(frames: 6)
        #expect(recorder.events == ["a.start"])
    }

    @Test func removingAnAnimationStopsItUnfinished() {
        let driver = FrameDriver()
        let layer = CALayer()
        let recorder = AnimationRecorder()
        layer.add(animation(recorder), forKey: "fade")
        driver.advance(frames: 2)
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animation(forKey: "fade") == nil)
        driver.turn()
        #expect(recorder.events == ["a.start", "a.stop(false)"])
    }

    @Test func addingUnderAnExistingKeyReplacesAndStopsTheOldAnimation() {
        let driver = FrameDriver()
        let layer = CALayer()
        let first = AnimationRecorder("first")
        let second = AnimationRecorder("second")
        layer.add(animation(first), forKey: "fade")
        driver.advance(frames: 2)
        layer.add(animation(second), forKey: "fade")
        driver.turn()
        #expect(first.events == ["first.start", "first.stop(false)"])
        #expect(second.events == ["second.start"])
    }

    @Test func removeAllAnimationsStopsEveryAnimation() {
        let driver = FrameDriver()
        let layer = CALayer()
        let a = AnimationRecorder("a"), b = AnimationRecorder("b")
        layer.add(animation(a), forKey: "one")
        layer.add(animation(b), forKey: nil)
        driver.advance(frames: 1)
        layer.removeAllAnimations()
        driver.turn()
        #expect(a.events.last == "a.stop(false)")
        #expect(b.events.last == "b.stop(false)")
        #expect(layer.animationKeys() == nil)
    }

    @Test func animationKeysListsKeyedAnimationsInOrder() {
        let layer = CALayer()
        let recorder = AnimationRecorder()
        layer.add(animation(recorder), forKey: "b")
        layer.add(animation(recorder), forKey: nil)
        layer.add(animation(recorder), forKey: "a")
        #expect(layer.animationKeys() == ["b", "a"])
    }

    @Test func anAnimationThatIsNotRemovedOnCompletionStaysAttached() {
        let driver = FrameDriver()
        let layer = CALayer()
        let recorder = AnimationRecorder()
        let anim = animation(recorder)
        anim.isRemovedOnCompletion = false
        anim.fillMode = .forwards
        layer.add(anim, forKey: "fade")
        driver.advance(by: 1)
        #expect(layer.animation(forKey: "fade") != nil)
        #expect(recorder.events == ["a.start", "a.stop(true)"])
        #expect(layer.presentation()!.opacity == 1)
    }

    @Test func theDelegateReceivesTheLayersCopy() {
        final class Catcher: CAAnimationDelegate {
            var stopped: CAAnimation?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = anim }
        }
        let driver = FrameDriver()
        let layer = CALayer()
        let catcher = Catcher()
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.duration = 0.1
        anim.delegate = catcher
        layer.add(anim, forKey: "k")
        let copy = layer.animation(forKey: "k")
        driver.advance(by: 0.2)
        #expect(catcher.stopped === copy)
        #expect(catcher.stopped !== anim)
    }

    @Test func aLayerThatGoesAwayTakesItsAnimationsWithIt() {
        let driver = FrameDriver()
        weak var weakLayer: CALayer?
        do {
            let layer = CALayer()
            weakLayer = layer
            let recorder = AnimationRecorder()
            layer.add(animation(recorder), forKey: "fade")
            driver.advance(frames: 1)
        }
        driver.advance(frames: 1)
        #expect(weakLayer == nil)
    }
}
