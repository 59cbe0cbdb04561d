import Testing
@testable import OpenQuartzCore

@Suite struct MediaTimingModelTests {
    @Test func anAnimationIsBeforeItsBeginTimeActiveDuringAndAfterItsEnd() {
        let model = MediaTimingModel(beginTime: 10, duration: 2)
        #expect(model.phase(atParentTime: 9.5) == .before)
        #expect(model.phase(atParentTime: 11) == .active(1))
        #expect(model.phase(atParentTime: 12) == .after)
    }

    @Test func speedScalesLocalTime() {
        let model = MediaTimingModel(beginTime: 0, duration: 4, speed: 2)
        #expect(model.phase(atParentTime: 1) == .active(2))
        #expect(model.phase(atParentTime: 2) == .after)
    }

    @Test func zeroSpeedPinsTheAnimationAtItsTimeOffset() {
        let model = MediaTimingModel(beginTime: 0, duration: 4, speed: 0, timeOffset: 1.5)
        #expect(model.phase(atParentTime: 100) == .active(1.5))
    }

    @Test func negativeSpeedPlaysFromTheEndBackwards() {
        let model = MediaTimingModel(beginTime: 0, duration: 4, speed: -1)
        #expect(model.phase(atParentTime: 1) == .active(3))
        #expect(model.phase(atParentTime: 4) == .after)
    }

    @Test func aTimeOffsetStartsInTheMiddleAndWrapsAround() {
        let model = MediaTimingModel(beginTime: 0, duration: 4, timeOffset: 3)
        #expect(model.phase(atParentTime: 0) == .active(3))
        #expect(model.phase(atParentTime: 2) == .active(1))
    }

    @Test func repeatCountMultipliesTheActiveDuration() {
        let model = MediaTimingModel(duration: 2, repeatCount: 2.5)
        #expect(model.activeDuration == 5)
        #expect(model.iterationProgress(activeTime: 4.5).fraction == 0.25)
        #expect(model.iterationProgress(activeTime: 4.5).iteration == 2)
        #expect(model.finalProgress.fraction == 0.5)
    }

    @Test func autoreversePlaysEachIterationForwardsThenBackwards() {
        let model = MediaTimingModel(duration: 2, repeatCount: 1, autoreverses: true)
        #expect(model.activeDuration == 4)
        #expect(model.iterationProgress(activeTime: 1).fraction == 0.5)
        #expect(model.iterationProgress(activeTime: 3).fraction == 0.5)
        #expect(model.iterationProgress(activeTime: 3.5).fraction == 0.25)
        #expect(model.finalProgress.fraction == 0)
    }

    @Test func repeatDurationOverridesRepeatCount() {
        let model = MediaTimingModel(duration: 2, repeatCount: 10, repeatDuration: 3)
        #expect(model.activeDuration == 3)
        #expect(model.finalProgress.fraction == 0.5)
    }

    @Test func infiniteRepeatCountNeverEnds() {
        let model = MediaTimingModel(duration: 1, repeatCount: .infinity)
        #expect(model.phase(atParentTime: 1e6 + 0.25) == .active(1e6 + 0.25))
    }

    @Test func nonFiniteInputsAreSanitised() {
        let model = MediaTimingModel(beginTime: .nan, duration: .nan, speed: .nan, timeOffset: .nan, repeatCount: .nan)
        #expect(model.beginTime == 0)
        #expect(model.duration == 0)
        #expect(model.speed == 1)
        #expect(model.timeOffset == 0)
        #expect(model.repeatCount == 0)
    }

    @Test func layerTimeIsParentTimeMinusBeginTimesSpeedPlusOffset() {
        let model = MediaTimingModel(beginTime: 2, speed: 0.5, timeOffset: 10)
        #expect(model.localTime(fromParent: 6) == 12)
        #expect(model.parentTime(fromLocal: 12) == 6)
    }
}
