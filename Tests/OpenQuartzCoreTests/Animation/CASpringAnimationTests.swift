import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CASpringAnimationTests {
    @Test func theLayerFollowsTheDampedSpringOverTime() {
        let driver = FrameDriver()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: nil)
        driver.turn()
        let omegaD = 10 * 0.75.squareRoot()
        for frame in stride(from: 3, through: 60, by: 3) {
            driver.advance(frames: 3)
            let t = Double(frame) / 60
            let expected = 100 * (1 - exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t)))
            #expect(approximately(Double(layer.presentation()!.position.x), expected, 1e-6))
        }
    }

    @Test func anUnderdampedSpringOvershootsItsTarget() {
        let driver = FrameDriver()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = 2
        layer.add(spring, forKey: nil)
        driver.turn()
        var peak: CGFloat = 0
        for _ in 0..<60 {
            driver.advance(frames: 1)
            peak = max(peak, layer.presentation()!.position.x)
        }
        #expect(peak > 100)
    }

    @Test func perceptualDurationAndBounceDescribeTheSpring() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(approximately(spring.perceptualDuration, 0.5, 1e-9))
        #expect(approximately(Double(spring.bounce), 0.2, 1e-9))
        #expect(approximately(Double(spring.stiffness), pow(2 * .pi / 0.5, 2), 1e-6))
    }

    @Test func aNegativeBounceIsOverdamped() {
        let spring = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(spring.allowsOverdamping)
        #expect(approximately(Double(spring.bounce), -0.5, 1e-9))
    }

    @Test func settlingDurationGrowsAsDampingFalls() {
        let stiff = CASpringAnimation()
        stiff.damping = 20
        let loose = CASpringAnimation()
        loose.damping = 4
        #expect(loose.settlingDuration > stiff.settlingDuration)
    }
}
