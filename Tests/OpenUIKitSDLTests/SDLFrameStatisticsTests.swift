import Testing
import Foundation
import OpenUIKitSDL

@Suite struct SDLFrameStatisticsTests {
    @Test func theFirstFrameSetsTheTimeToFirstFrameOnce() {
        var statistics = SDLFrameStatistics()
        statistics.record(start: 1, turn: 0.002, present: 0.001, sinceLaunch: 0.25)
        statistics.record(start: 1.02, turn: 0.002, present: 0.001, sinceLaunch: 0.27)
        #expect(statistics.timeToFirstFrame == 0.25)
    }

    @Test func framesPerSecondCountsPeriodsBetweenFrameStarts() {
        var statistics = SDLFrameStatistics()
        for frame in 0..<5 { statistics.record(start: Double(frame) * 0.02, turn: 0, present: 0, sinceLaunch: 0) }
        #expect(abs(statistics.framesPerSecond! - 50) < 1e-9)
    }

    @Test func oneFrameHasNoFrameRate() {
        var statistics = SDLFrameStatistics()
        statistics.record(start: 0, turn: 0, present: 0, sinceLaunch: 0)
        #expect(statistics.framesPerSecond == nil)
    }

    @Test func anIdleBreakLeavesTheGapOutOfThePeriods() {
        var statistics = SDLFrameStatistics()
        statistics.record(start: 0, turn: 0, present: 0, sinceLaunch: 0)
        statistics.breakPeriods()
        statistics.record(start: 5, turn: 0, present: 0, sinceLaunch: 0)
        #expect(statistics.framePeriods.isEmpty)
    }

    @Test func theQuantileIsTheNearestRank() {
        #expect(SDLFrameStatistics.quantile(0.5, of: [4, 1, 3, 2]) == 2)
        #expect(SDLFrameStatistics.quantile(0.95, of: [4, 1, 3, 2]) == 4)
    }

    @Test func theSummaryNamesFramesAndRate() {
        var statistics = SDLFrameStatistics()
        statistics.record(start: 0, turn: 0.001, present: 0.001, sinceLaunch: 0.1)
        statistics.record(start: 0.5, turn: 0.001, present: 0.001, sinceLaunch: 0.1)
        #expect(statistics.summary.hasPrefix("frames 2, fps 2.0, first frame after 100.00 ms"))
    }
}
