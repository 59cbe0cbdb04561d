import OpenQuartzCore

/// The virtual media clock every benchmark runs on, and the frame turns
/// a 60 Hz host would run (`CAFramePipeline.main.runTurn`).
@MainActor
enum FrameClock {
    static let frameDuration: CFTimeInterval = 1.0 / 60

    /// Installed on first use, in a Core Animation runtime of its own made
    /// current; starts at media time 1000.
    static let clock: CAVirtualMediaClock = {
        let clock = CAVirtualMediaClock(startTime: 1000)
        runtime = CARuntime(clock: clock)
        runtime?.makeCurrent()
        return clock
    }()

    /// The benchmark's runtime.
    private static var runtime: CARuntime?

    /// Installs the clock (idempotent).
    static func install() { _ = clock }

    /// Moves the clock one frame forward without running a turn.
    static func advance() {
        clock.mediaTime += frameDuration
    }

    /// Moves the clock one frame forward and runs that frame's turn
    /// (display links, animation tick, commit, callbacks).
    static func turn() {
        clock.mediaTime += frameDuration
        CAFramePipeline.main.runTurn(timestamp: clock.mediaTime, frameDuration: frameDuration)
    }
}
