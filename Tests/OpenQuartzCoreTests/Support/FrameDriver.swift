import OpenQuartzCore

/// Drives the main frame pipeline with a virtual clock, as a host would:
/// each frame moves the clock by 1/60 s, then runs one full turn.
///
/// Time is computed from a frame counter (`start + n/60`) so it does not
/// drift. Creating a driver makes a fresh Core Animation runtime with its
/// clock current, so nothing an earlier test left (an open transaction, an
/// animation, a display link) reaches this one.
@MainActor
final class FrameDriver {
    let clock: CAVirtualMediaClock
    let runtime: CARuntime
    let start: Double
    private(set) var frame = 0
    static let rate = 60.0

    init(start: Double = 1000) {
        self.start = start
        clock = CAVirtualMediaClock(startTime: start)
        runtime = CARuntime(clock: clock)
        runtime.makeCurrent()
        CAFramePipeline.main.runTurn(timestamp: start)
    }

    /// The current media time.
    var now: Double { clock.mediaTime }

    /// One turn at the current time (no time passes).
    func turn() {
        CAFramePipeline.main.runTurn(timestamp: clock.mediaTime, frameDuration: 1 / Self.rate)
    }

    /// `n` frames, each advancing the clock by 1/60 s and running a turn.
    func advance(frames n: Int) {
        for _ in 0..<n {
            frame += 1
            clock.mediaTime = start + Double(frame) / Self.rate
            turn()
        }
    }

    /// Advances by whole frames covering `seconds`.
    func advance(by seconds: Double) {
        advance(frames: Int((seconds * Self.rate).rounded()))
    }

    /// Sets the clock (without running a turn) to `seconds` after the start.
    func setTime(_ seconds: Double) {
        clock.mediaTime = start + seconds
    }
}
