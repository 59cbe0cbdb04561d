import Testing
import Foundation
@testable import OpenUIKitSDL

@Suite struct FramePacerTests {
    @Test func anUnknownRefreshRateMeansSixtyHertz() {
        #expect(FramePacer(refreshRate: 0, vsync: true).interval == 1.0 / 60)
    }

    @Test func theIntervalIsTheDisplaysRefreshPeriod() {
        #expect(FramePacer(refreshRate: 120, vsync: true).interval == 1.0 / 120)
    }

    @Test func underVSyncAFrameStartsWithoutWaiting() {
        var pacer = FramePacer(refreshRate: 60, vsync: true)
        pacer.frameStarted(at: 10)
        #expect(pacer.delay(at: 10.001) == 0)
    }

    @Test func onTheTimerTheNextFrameWaitsForTheNextTick() {
        var pacer = FramePacer(refreshRate: 50, vsync: false)
        pacer.frameStarted(at: 10)
        #expect(abs(pacer.delay(at: 10.005) - 0.015) < 1e-9)
    }

    @Test func onTheTimerTicksStayOnTheGridWhenAFrameStartsLate() {
        var pacer = FramePacer(refreshRate: 50, vsync: false)
        pacer.frameStarted(at: 10)
        pacer.frameStarted(at: 10.025)
        #expect(abs(pacer.delay(at: 10.03) - 0.01) < 1e-9)
    }

    @Test func aHostMoreThanAFrameBehindRestartsTheTicksFromNow() {
        var pacer = FramePacer(refreshRate: 50, vsync: false)
        pacer.frameStarted(at: 10)
        pacer.frameStarted(at: 11)
        #expect(abs(pacer.delay(at: 11) - 0.02) < 1e-9)
    }

    @Test func presentsThatDoNotWaitHandPacingToTheTimer() {
        var pacer = FramePacer(refreshRate: 60, vsync: true)
        for frame in 0...FramePacer.probeFrames { pacer.frameStarted(at: Double(frame) * 0.001) }
        #expect(!pacer.pacedByVSync)
    }

    @Test func presentsThatWaitForTheDisplayKeepVSyncPacing() {
        var pacer = FramePacer(refreshRate: 60, vsync: true)
        for frame in 0...FramePacer.probeFrames { pacer.frameStarted(at: Double(frame) / 60) }
        #expect(pacer.pacedByVSync)
    }

    @Test func nothingPendingNoInputAndNoRedrawNeedsNoFrame() {
        #expect(!FramePacer.needsFrame(isBusy: false, hasInput: false, needsRedraw: false))
    }

    @Test func inputAloneNeedsAFrame() {
        #expect(FramePacer.needsFrame(isBusy: false, hasInput: true, needsRedraw: false))
    }
}
