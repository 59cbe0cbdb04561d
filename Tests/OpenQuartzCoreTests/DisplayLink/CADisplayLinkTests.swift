import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CADisplayLinkTests {
    @MainActor final class Target {
        var timestamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
    }

    @Test func aLinkFiresOncePerFrameWithTheFramesTimestamps() {
        let driver = FrameDriver()
        let target = Target()
        let link = CADisplayLink(target: target, action: Target.step)
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        driver.advance(frames: 3)
        #expect(target.timestamps.count == 3)
        #expect(approximately(target.timestamps[2], driver.now))
        #expect(approximately(target.targets[2], driver.now + 1 / 60))
        #expect(approximately(link.duration, 1 / 60))
    }

    @Test func aPausedLinkDoesNotFire() {
        let driver = FrameDriver()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        link.isPaused = true
        driver.advance(frames: 3)
        #expect(count == 0)
    }

    @Test func aPreferredRateBelowTheHostsSkipsFrames() {
        let driver = FrameDriver()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        driver.advance(frames: 60)
        #expect(count == 30)
    }

    @Test func invalidatingReleasesTheTarget() {
        let driver = FrameDriver()
        weak var weakTarget: Target?
        let link: CADisplayLink
        do {
            let target = Target()
            weakTarget = target
            link = CADisplayLink(target: target, action: Target.step)
            link.add(to: .main, forMode: .common)
        }
        driver.advance(frames: 1)
        #expect(weakTarget != nil)
        link.invalidate()
        #expect(weakTarget == nil)
    }
}
