import Foundation

/// The machine's monotonic clock, in seconds: the only clock the window
/// host reads (`scripts/check-layering` allows it in this file alone).
/// Core targets never read it; the host latches it into media time once
/// per frame.
enum MonotonicClock {
    /// Seconds since an unspecified point (boot on Linux), never going backwards.
    static func now() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
    }
}
