import Foundation
import Testing
@testable import OpenQuartzCore

/// Each fill mode before a delayed animation begins and after it ends.
@MainActor
@Suite struct FillModeTests {
    /// Adds a 1 s animation of position.x 50 → 100 starting 1 s from now,
    /// not removed on completion, and returns x before, during and after.
    func samples(_ fillMode: CAMediaTimingFillMode) -> (before: CGFloat, during: CGFloat, after: CGFloat) {
        let driver = FrameDriver()
        let layer = CALayer()
        CATransaction.flush()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 50
        animation.toValue = 100
        animation.duration = 1
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
        animation.fillMode = fillMode
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        let before = layer.presentation()!.position.x
        driver.advance(by: 1)
        let during = layer.presentation()!.position.x
        driver.advance(by: 1)
        let after = layer.presentation()!.position.x
        return (before, during, after)
    }

    @Test func removedShowsTheModelOutsideTheActiveDuration() {
        let s = samples(.removed)
        #expect(s.before == 0)
        #expect(approximately(s.during, 75))
        #expect(s.after == 0)
    }

    @Test func forwardsHoldsTheFinalValueAfterTheEnd() {
        let s = samples(.forwards)
        #expect(s.before == 0)
        #expect(s.after == 100)
    }

    @Test func backwardsShowsTheInitialValueBeforeTheBegin() {
        let s = samples(.backwards)
        #expect(s.before == 50)
        #expect(s.after == 0)
    }

    @Test func bothFillsBeforeAndAfter() {
        let s = samples(.both)
        #expect(s.before == 50)
        #expect(s.after == 100)
    }
}
