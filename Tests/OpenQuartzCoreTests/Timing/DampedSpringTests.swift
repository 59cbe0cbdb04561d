import Foundation
import Testing
@testable import OpenQuartzCore

@Suite struct DampedSpringTests {
    @Test func anUnderdampedSpringMatchesTheClosedForm() {
        // m = 1, k = 100, c = 10: ω0 = 10, ζ = 0.5, ωd = 10·√0.75.
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false)
        let omegaD = 10 * 0.75.squareRoot()
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            let expected = 1 - exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
            #expect(approximately(spring.progress(at: t), expected, 1e-9))
        }
    }

    @Test func aCriticallyDampedSpringNeverOvershoots() {
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0, allowsOverdamping: false)
        for t in stride(from: 0.0, through: 3, by: 0.01) {
            #expect(spring.progress(at: t) <= 1 + 1e-12)
        }
        #expect(approximately(spring.progress(at: 0.1), 1 - exp(-1) * (1 + 1), 1e-12))
    }

    @Test func overdampingIsClampedToCriticalUnlessAllowed() {
        let clamped = DampedSpring(mass: 1, stiffness: 100, damping: 100, initialVelocity: 0, allowsOverdamping: false)
        let allowed = DampedSpring(mass: 1, stiffness: 100, damping: 100, initialVelocity: 0, allowsOverdamping: true)
        #expect(clamped.zeta == 1)
        #expect(allowed.zeta == 5)
        #expect(allowed.progress(at: 0.2) < clamped.progress(at: 0.2))
    }

    @Test func initialVelocityPushesTowardsTheTarget() {
        let still = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0, allowsOverdamping: false)
        let moving = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5, allowsOverdamping: false)
        #expect(moving.progress(at: 0.05) > still.progress(at: 0.05))
    }

    @Test func theSpringStaysWithinATenthOfAPercentAfterItsSettlingDuration() {
        let spring = DampedSpring(mass: 1, stiffness: 200, damping: 8, initialVelocity: 0, allowsOverdamping: false)
        let settle = spring.settlingDuration
        for t in stride(from: settle, through: settle + 3, by: 0.01) {
            #expect(abs(1 - spring.progress(at: t)) < 0.001)
        }
        #expect(abs(1 - spring.progress(at: settle * 0.5)) >= 0.001)
    }

    @Test func invalidParametersFallBackToAppleDefaults() {
        let spring = DampedSpring(mass: -1, stiffness: .nan, damping: -3, initialVelocity: .infinity, allowsOverdamping: false)
        #expect(spring == DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0, allowsOverdamping: false))
    }
}
