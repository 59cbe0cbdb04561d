import Foundation
import Testing
@testable import OpenQuartzCore

/// Layer time spaces: pausing, resuming and scrubbing with speed and
/// timeOffset, as Apple's "pause and resume" recipe and interactive
/// transitions use them.
@MainActor
@Suite struct LayerTimingTests {
    func animatedLayer(in parent: CALayer? = nil) -> CALayer {
        let layer = CALayer()
        parent?.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        layer.add(animation, forKey: "move")
        return layer
    }

    @Test func zeroSpeedWithATimeOffsetFreezesTheLayersAnimations() {
        let driver = FrameDriver()
        let layer = animatedLayer()
        driver.turn()
        driver.advance(by: 0.25)
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        driver.advance(by: 2)
        #expect(approximately(layer.presentation()!.position.x, 25, 1e-6))
        #expect(layer.animation(forKey: "move") != nil)
    }

    @Test func applesResumeRecipeContinuesWhereThePauseLeftOff() {
        let driver = FrameDriver()
        let layer = animatedLayer()
        driver.turn()
        driver.advance(by: 0.25)
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        driver.advance(by: 3)
        let offset = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - offset
        #expect(approximately(layer.presentation()!.position.x, 25, 1e-6))
        driver.advance(by: 0.5)
        #expect(approximately(layer.presentation()!.position.x, 75, 1e-6))
    }

    @Test func scrubbingAPausedLayersTimeOffsetMovesItsAnimations() {
        let driver = FrameDriver()
        let container = CALayer()
        let layer = animatedLayer(in: container)
        driver.turn()
        let begin = layer.animation(forKey: "move")!.beginTime
        container.speed = 0
        for fraction in [0.1, 0.6, 0.3, 0.9] {
            container.timeOffset = begin + fraction
            driver.advance(frames: 1)
            #expect(approximately(Double(layer.presentation()!.position.x), 100 * fraction, 1e-6))
        }
    }

    @Test func nestedSpeedsMultiply() {
        let driver = FrameDriver()
        let outer = CALayer()
        let inner = CALayer()
        outer.addSublayer(inner)
        outer.speed = 2
        inner.speed = 0.25
        let layer = animatedLayer(in: inner)
        driver.turn()
        driver.advance(by: 1)
        #expect(approximately(layer.presentation()!.position.x, 50, 1e-6))
    }

    @Test func aPausedAncestorFreezesEveryDescendant() {
        let driver = FrameDriver()
        let outer = CALayer()
        let middle = CALayer()
        outer.addSublayer(middle)
        let layer = animatedLayer(in: middle)
        driver.turn()
        driver.advance(by: 0.5)
        let time = outer.convertTime(CACurrentMediaTime(), from: nil)
        outer.speed = 0
        outer.timeOffset = time
        driver.advance(by: 5)
        #expect(approximately(layer.presentation()!.position.x, 50, 1e-6))
    }

    @Test func aNegativeLayerSpeedPlaysAnimationsBackwards() {
        let driver = FrameDriver()
        let container = CALayer()
        let layer = animatedLayer(in: container)
        driver.turn()
        let begin = layer.animation(forKey: "move")!.beginTime
        // Run container time backwards from the animation's 80 % point.
        container.speed = -1
        container.timeOffset = begin + 0.8
        container.beginTime = CACurrentMediaTime()
        driver.advance(by: 0.5)
        #expect(approximately(layer.presentation()!.position.x, 30, 1e-6))
    }

    @Test func convertTimeRoundTripsThroughNestedTimeSpaces() {
        let outer = CALayer()
        let inner = CALayer()
        outer.addSublayer(inner)
        outer.speed = 2
        outer.beginTime = 3
        inner.timeOffset = 7
        inner.speed = 0.5
        let t = 42.0
        let local = inner.convertTime(t, from: nil)
        #expect(approximately(local, ((t - 3) * 2) * 0.5 + 7))
        #expect(approximately(inner.convertTime(local, to: nil), t))
        #expect(approximately(outer.convertTime(inner.convertTime(t, from: nil), from: inner), (t - 3) * 2))
    }

    @Test func aLayerCountsAsShiftingTimeWhileItsTimingDiffersFromItsParents() {
        func count() -> Int { CALayer.timeShiftingLayers.load(ordering: .relaxed) }
        let before = count()
        do {
            let layer = CALayer()
            layer.speed = 0
            layer.timeOffset = 2
            #expect(count() == before + 1)
            let copy = CALayer(layer: layer)
            #expect(count() == before + 2)
            copy.speed = 1
            copy.timeOffset = 0
            #expect(count() == before + 1)
        }
        #expect(count() == before)
    }

    @Test func aSublayerOfAPausedLayerStaysPausedAfterOtherLayersReturnToNormalTime() {
        let driver = FrameDriver()
        let container = CALayer()
        let layer = animatedLayer(in: container)
        driver.turn()
        driver.advance(by: 0.5)
        container.timeOffset = container.convertTime(CACurrentMediaTime(), from: nil)
        container.speed = 0
        do {
            let other = CALayer()
            other.speed = 2
            other.speed = 1
        }
        driver.advance(by: 0.25)
        #expect(approximately(layer.presentation()!.position.x, 50, 1e-6))
    }
}
