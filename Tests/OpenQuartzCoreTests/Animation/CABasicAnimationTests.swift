import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CABasicAnimationTests {
    /// A committed layer at x = 0 with an animation of `position.x` added.
    func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = .zero
        return layer
    }

    func positionX(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

    @Test func anAnimationStartsWhenItsTransactionCommitsAndFollowsItsCurve() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: "move")
        driver.turn()
        #expect(layer.animation(forKey: "move")!.beginTime == driver.now)
        #expect(positionX(layer) == 0)
        let curve = CAMediaTimingFunction(name: .easeIn)
        for frame in 1...59 {
            driver.advance(frames: 1)
            let expected = 100 * curve.value(atTime: Double(frame) / 60)
            #expect(approximately(Double(positionX(layer)), expected, 1e-6), "frame \(frame)")
        }
    }

    @Test func theModelValueShowsOnceARemovedOnCompletionAnimationEnds() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 50
        animation.toValue = 100
        animation.duration = 0.5
        layer.add(animation, forKey: "move")
        driver.turn()
        driver.advance(by: 0.5)
        #expect(layer.animation(forKey: "move") == nil)
        #expect(positionX(layer) == 0)
    }

    @Test func toValueAloneAnimatesFromTheCurrentValue() {
        let driver = FrameDriver()
        let layer = makeLayer()
        layer.position = CGPoint(x: 20, y: 0)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.toValue = 120
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(positionX(layer), 70))
    }

    @Test func fromValueAloneAnimatesToTheCurrentValue() {
        let driver = FrameDriver()
        let layer = makeLayer()
        layer.position = CGPoint(x: 20, y: 0)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 120
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.25)
        #expect(approximately(positionX(layer), 95))
    }

    @Test func byValueAloneAddsToTheCurrentValue() {
        let driver = FrameDriver()
        let layer = makeLayer()
        layer.position = CGPoint(x: 20, y: 0)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.byValue = 40
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(positionX(layer), 40))
    }

    @Test func fromAndByAnimateFromFromToFromPlusBy() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.2
        animation.byValue = 0.6
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(Double(layer.presentation()!.opacity), 0.5, 1e-6))
    }

    @Test func byAndToAnimateFromToMinusByToTo() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.byValue = 10
        animation.toValue = 30
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        #expect(approximately(positionX(layer), 20))
    }

    @Test func anAdditiveAnimationAddsToTheModelValue() {
        let driver = FrameDriver()
        let layer = makeLayer()
        layer.position = CGPoint(x: 100, y: 0)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = -50
        animation.toValue = 0
        animation.duration = 1
        animation.isAdditive = true
        layer.add(animation, forKey: nil)
        driver.turn()
        #expect(approximately(positionX(layer), 50))
        driver.advance(by: 0.5)
        #expect(approximately(positionX(layer), 75))
    }

    @Test func twoAdditiveAnimationsSumTheirContributions() {
        let driver = FrameDriver()
        let layer = makeLayer()
        for offset in [-40.0, -20.0] {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = offset
            animation.toValue = 0
            animation.duration = 1
            animation.isAdditive = true
            layer.add(animation, forKey: nil)
        }
        driver.turn()
        #expect(approximately(positionX(layer), -60))
    }

    @Test func aCumulativeRepeatStartsWhereThePreviousEnded() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 10
        animation.duration = 1
        animation.repeatCount = 3
        animation.isCumulative = true
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 2.5)
        #expect(approximately(positionX(layer), 25))
    }

    @Test func autoreverseRunsBackwardsInTheSecondHalfOfEachIteration() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        animation.autoreverses = true
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 1.25)
        #expect(approximately(positionX(layer), 75))
    }

    @Test func repeatCountRestartsEachIteration() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        animation.repeatCount = 2
        layer.add(animation, forKey: "repeat")
        driver.turn()
        driver.advance(by: 1.25)
        #expect(approximately(positionX(layer), 25))
        driver.advance(by: 0.75)
        #expect(layer.animation(forKey: "repeat") == nil)
    }

    @Test func aZeroDurationTakesTheTransactionDuration() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        layer.add(animation, forKey: "default")
        #expect(layer.animation(forKey: "default")!.duration == 0.25)
        driver.turn()
        driver.advance(frames: 15)
        #expect(layer.animation(forKey: "default") == nil)
    }

    @Test func changingTheOriginalAfterAddingDoesNotAffectTheRunningCopy() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        layer.add(animation, forKey: "move")
        animation.toValue = 1000
        driver.turn()
        driver.advance(by: 0.5)
        #expect(approximately(positionX(layer), 50))
        #expect(layer.animation(forKey: "move") !== animation)
    }

    @Test func colorsInterpolateComponentWise() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "backgroundColor")
        animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        let color = layer.presentation()!.backgroundColor!.rgba
        #expect(approximately(color.red, 0.5))
        #expect(approximately(color.blue, 0.5))
    }

    @Test func rectsInterpolateEveryComponent() {
        let driver = FrameDriver()
        let layer = makeLayer()
        let animation = CABasicAnimation(keyPath: "bounds")
        animation.fromValue = CGRect(x: 0, y: 0, width: 10, height: 10)
        animation.toValue = CGRect(x: 10, y: 20, width: 30, height: 50)
        animation.duration = 1
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(layer.presentation()!.bounds == CGRect(x: 5, y: 10, width: 20, height: 30))
    }
}
