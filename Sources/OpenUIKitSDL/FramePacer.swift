import Foundation

/// Decides when the next frame starts: on vsync when presenting really
/// waits for the display, else on a timer at the display's rate.
///
/// A renderer may claim vsync and still return from present at once (a
/// software renderer, a virtual X server). The pacer watches the first
/// ``probeFrames`` frame periods: when they average under half the
/// interval, presenting does not pace frames and the timer takes over.
struct FramePacer {
    /// How many frame periods decide whether vsync really paces frames.
    static let probeFrames = 10

    /// Seconds between frames (the display's refresh interval, 1/60 s when unknown).
    let interval: TimeInterval
    /// Whether presenting a frame waits for the display.
    private(set) var pacedByVSync: Bool
    private var probePeriods: [TimeInterval] = []
    private var lastFrameStart: TimeInterval?
    private var nextDeadline: TimeInterval?

    /// Creates a pacer for a display refreshing `refreshRate` times a
    /// second (0 or less: unknown, 60 Hz), trusting vsync when `vsync`.
    init(refreshRate: Int, vsync: Bool) {
        interval = 1 / Double(refreshRate > 0 ? refreshRate : 60)
        pacedByVSync = vsync
    }

    /// How long to wait at `now`, before starting a frame. Zero under
    /// vsync (presenting already waited); on the timer, the time left to
    /// the next tick. A host that fell more than a frame behind starts at
    /// once and ticks on from there, rather than rushing to catch up.
    func delay(at now: TimeInterval) -> TimeInterval {
        guard !pacedByVSync, let nextDeadline else { return 0 }
        return Swift.max(0, nextDeadline - now)
    }

    /// Records that a frame started at `now`.
    mutating func frameStarted(at now: TimeInterval) {
        if let lastFrameStart, pacedByVSync, probePeriods.count < Self.probeFrames {
            probePeriods.append(now - lastFrameStart)
            if probePeriods.count == Self.probeFrames {
                let mean = probePeriods.reduce(0, +) / Double(probePeriods.count)
                pacedByVSync = mean >= interval / 2
            }
        }
        lastFrameStart = now
        if let deadline = nextDeadline, now - deadline < interval {
            nextDeadline = deadline + interval
        } else {
            nextDeadline = now + interval
        }
    }

    /// Whether a frame must be drawn: something is animating or pending,
    /// input arrived, or the window needs redrawing. A host skips the turn
    /// (and waits for events) otherwise.
    static func needsFrame(isBusy: Bool, hasInput: Bool, needsRedraw: Bool) -> Bool {
        isBusy || hasInput || needsRedraw
    }
}
