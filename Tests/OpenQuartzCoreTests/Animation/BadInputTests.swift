import Foundation
import Testing
@testable import OpenQuartzCore

/// Bad input never crashes and never corrupts a layer. What each does:
/// - NaN duration → the transaction's duration; infinite duration → holds
///   the start value; NaN speed → 1; NaN time offset or begin time → 0.
/// - NaN or infinite values → the layer's geometry is not finite and the
///   compositor skips it; the model is untouched.
/// - Zero-duration animations end on the frame they start.
/// - Unknown key paths animate a custom key (no visible effect).
@MainActor
@Suite struct BadInputTests {
    func add(_ configure: (CABasicAnimation) -> Void, to layer: CALayer) {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        configure(animation)
        layer.add(animation, forKey: "bad")
    }

    @Test func aNaNDurationTakesTheTransactionDuration() {
        let driver = FrameDriver()
        let layer = CALayer()
        add({ $0.duration = .nan }, to: layer)
        #expect(layer.animation(forKey: "bad")?.duration == 0.25)
        driver.turn()
        driver.advance(by: 0.25)
        #expect(layer.animation(forKey: "bad") == nil)
    }

    @Test func anInfiniteDurationHoldsTheStartValue() {
        let driver = FrameDriver()
        let layer = CALayer()
        add({ $0.duration = .infinity }, to: layer)
        driver.advance(by: 5)
        #expect(layer.presentation()!.position.x == 0)
        #expect(layer.animation(forKey: "bad") != nil)
    }

    @Test func aNaNSpeedCountsAsOne() {
        let driver = FrameDriver()
        let layer = CALayer()
        add({ $0.speed = .nan }, to: layer)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(layer.presentation()!.position.x, 50))
    }

    @Test func aNaNTimeOffsetCountsAsZero() {
        let driver = FrameDriver()
        let layer = CALayer()
        add({ $0.timeOffset = .nan }, to: layer)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(layer.presentation()!.position.x, 50))
    }

    @Test func anInfiniteTimeOffsetCountsAsZero() {
        let driver = FrameDriver()
        let layer = CALayer()
        add({ $0.timeOffset = .infinity }, to: layer)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(layer.presentation()!.position.x, 50))
    }

    @Test func aNegativeSpeedStartsAtTheEndInItsFirstFrame() {
        let driver = FrameDriver()
        let layer = CALayer()
        add({ $0.speed = -1 }, to: layer)
        driver.turn()
        #expect(approximately(layer.presentation()!.position.x, 100))
        driver.advance(by: 0.25)
        #expect(approximately(layer.presentation()!.position.x, 75))
    }

    @Test func flushWaitsForAnOpenExplicitTransaction() {
        let driver = FrameDriver()
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        let layer = CALayer()
        driver.turn()
        CATransaction.begin()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        CATransaction.flush()
        driver.turn()
        #expect(layer.animation(forKey: "fade")?.beginTime == 0)
        CATransaction.commit()
        #expect(layer.animation(forKey: "fade")?.beginTime == driver.now)
        #expect(!recorder.messages.contains { $0.contains("without a matching begin") })
    }

    @Test func aNaNLayerSpeedOrOffsetIsIgnored() {
        let layer = CALayer()
        layer.speed = .nan
        layer.timeOffset = .infinity * 0
        #expect(layer.speed == 1)
        #expect(layer.timeOffset == 0)
    }

    @Test func aNaNValueDoesNotTouchTheModel() {
        let driver = FrameDriver()
        let layer = CALayer()
        add({ $0.toValue = Double.nan }, to: layer)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(layer.position.x == 0)
        #expect(layer.presentation()!.position.x.isNaN)
        driver.advance(by: 1)
        #expect(layer.presentation()!.position.x == 0)
    }

    @Test func anAlmostZeroDurationAnimationEndsOnTheNextFrame() {
        let driver = FrameDriver()
        let layer = CALayer()
        let recorder = AnimationRecorder()
        let group = CAAnimationGroup()
        group.animations = []
        group.duration = 0.001
        group.delegate = recorder
        layer.add(group, forKey: nil)
        driver.turn()
        #expect(recorder.events == ["a.start"])
        driver.advance(frames: 1)
        #expect(recorder.events == ["a.start", "a.stop(true)"])
    }

    @Test func anUnknownKeyPathAnimatesACustomKeyOnly() {
        let driver = FrameDriver()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "no.such.key")
        animation.fromValue = 1
        animation.toValue = 2
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(layer.presentation()!.position == .zero)
        #expect(approximately(layer.presentation()!.value(forKeyPath: "no.such.key") as! CGFloat, 1.5))
    }

    @Test func valuesOfTheWrongKindAreIgnored() {
        let driver = FrameDriver()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = "left"
        animation.toValue = 3
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(layer.presentation()!.position == .zero)
    }

    @Test func anAnimationWithoutAKeyPathDoesNothing() {
        let driver = FrameDriver()
        let layer = CALayer()
        let animation = CABasicAnimation()
        animation.duration = 1
        layer.add(animation, forKey: "empty")
        driver.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 1)
    }
}
