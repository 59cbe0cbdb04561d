import Foundation

/// Timings of the frames an ``SDLWindowHost`` drew: how long each turn
/// and each upload-and-present took, and the periods between frames.
/// An OpenUIKit addition for measuring a live window (benchmarks,
/// `OPENUIKIT_FRAME_STATS=1`).
///
/// Frames skipped because nothing changed are not recorded. All times
/// are seconds of the host's monotonic clock.
public struct SDLFrameStatistics: Sendable, Equatable {
    /// Seconds from the host's creation to the end of the first present, or
    /// nil before a frame was shown.
    public private(set) var timeToFirstFrame: TimeInterval?
    /// Seconds each drawn frame's run-loop turn took (input, animation,
    /// layout, commit and rendering into the frame buffer).
    public private(set) var turnDurations: [TimeInterval] = []
    /// Seconds each drawn frame's texture upload and present took
    /// (includes waiting for vsync when presenting paces frames).
    public private(set) var presentDurations: [TimeInterval] = []
    /// Seconds between the starts of consecutive drawn frames.
    public private(set) var framePeriods: [TimeInterval] = []
    private var lastFrameStart: TimeInterval?

    /// Empty statistics.
    public init() {}

    /// Records a frame that started at `start` (host clock), whose turn took
    /// `turn` seconds and whose upload and present took `present`;
    /// `sinceLaunch` is the time from the host's creation to the end of
    /// the present (kept for the first frame only).
    public mutating func record(start: TimeInterval, turn: TimeInterval, present: TimeInterval, sinceLaunch: TimeInterval) {
        if timeToFirstFrame == nil { timeToFirstFrame = sinceLaunch }
        if let lastFrameStart { framePeriods.append(start - lastFrameStart) }
        lastFrameStart = start
        turnDurations.append(turn)
        presentDurations.append(present)
    }

    /// Forgets the periods measured so far (keeps ``timeToFirstFrame``):
    /// the next frame starts a new run of periods, e.g. after an idle spell.
    public mutating func breakPeriods() {
        lastFrameStart = nil
    }

    /// How many frames were drawn.
    public var frameCount: Int { turnDurations.count }

    /// Frames per second over the recorded periods (nil with fewer than two frames).
    public var framesPerSecond: Double? {
        guard !framePeriods.isEmpty else { return nil }
        let total = framePeriods.reduce(0, +)
        return total > 0 ? Double(framePeriods.count) / total : nil
    }

    /// The `fraction` quantile (0…1, nearest rank) of `values`, nil when empty.
    public static func quantile(_ fraction: Double, of values: [TimeInterval]) -> TimeInterval? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let clamped = Swift.min(Swift.max(fraction, 0), 1)
        let rank = Int((clamped * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(rank, sorted.count - 1))]
    }

    /// A one-paragraph report: frames, frames per second, time to first
    /// frame, and median / 95th percentile / worst turn, present and period
    /// in milliseconds.
    public var summary: String {
        func milliseconds(_ value: TimeInterval?) -> String {
            value.map { String(format: "%.2f", $0 * 1000) } ?? "-"
        }
        func line(_ name: String, _ values: [TimeInterval]) -> String {
            "\(name) ms p50 \(milliseconds(Self.quantile(0.5, of: values))) "
                + "p95 \(milliseconds(Self.quantile(0.95, of: values))) max \(milliseconds(values.max()))"
        }
        let fps = framesPerSecond.map { String(format: "%.1f", $0) } ?? "-"
        return [
            "frames \(frameCount), fps \(fps), first frame after \(milliseconds(timeToFirstFrame)) ms",
            line("turn", turnDurations), line("present", presentDurations), line("period", framePeriods),
        ].joined(separator: "\n")
    }
}
