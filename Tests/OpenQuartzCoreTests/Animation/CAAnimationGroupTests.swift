import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CAAnimationGroupTests {
    @Test func childrenRunInTheGroupsTimeWithTheirOwnBeginTimes() {
        let driver = FrameDriver()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 2
        layer.add(group, forKey: "group")
        driver.turn()
        driver.setTime(0.5)
        #expect(approximately(layer.presentation()!.position.x, 50))
        #expect(layer.presentation()!.opacity == 1)
        driver.setTime(1.5)
        #expect(layer.presentation()!.position.x == 0)
        #expect(approximately(Double(layer.presentation()!.opacity), 0.5, 1e-6))
    }

    @Test func aChildWithZeroDurationLastsAsLongAsTheGroup() {
        let driver = FrameDriver()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 2
        layer.add(group, forKey: nil)
        driver.turn()
        driver.setTime(1)
        #expect(approximately(layer.presentation()!.position.x, 50))
    }

    @Test func onlyTheGroupsDelegateIsCalled() {
        let driver = FrameDriver()
        let layer = CALayer()
        let child = AnimationRecorder("child")
        let parent = AnimationRecorder("group")
        let move = CABasicAnimation(keyPath: "position.x")
        move.delegate = child
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 0.1
        group.delegate = parent
        layer.add(group, forKey: nil)
        driver.advance(by: 0.2)
        #expect(parent.events == ["group.start", "group.stop(true)"])
        #expect(child.events == [])
    }
}
