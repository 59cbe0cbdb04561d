import Foundation

/// The timing parameters of a layer or animation, sanitised, and the rules
/// that turn a parent time into a position within the object.
///
/// Rules (Core Animation's, with the choices OpenQuartzCore made where
/// Apple's documentation is silent):
/// - elapsed = (parentTime − beginTime) × |speed|; `speed == 0` pins elapsed
///   at 0, so the object shows `timeOffset` forever (a paused time space).
/// - active duration = `repeatDuration` if > 0, else one iteration
///   (`duration`, doubled when `autoreverses`) × `repeatCount` (≥ 1 when 0).
/// - Before elapsed 0 the object is *before*; at or after the active duration
///   (within 1 ns) it is *after*. Fill modes decide whether it shows then.
/// - Active time = elapsed (played backwards from the end when speed < 0)
///   plus `timeOffset`, wrapped into the active duration — so a time offset
///   starts an animation in the middle and it wraps round to the start.
/// - Non-finite inputs never propagate: NaN begin times, offsets and speeds
///   count as 0, 0 and 1; NaN or negative durations as 0; NaN repeat counts
///   as 0 (one iteration). Infinite `repeatCount`/`repeatDuration` repeat
///   forever; an infinite `duration` holds the start value.
struct MediaTimingModel: Equatable {
    var beginTime: Double
    var duration: Double
    var speed: Double
    var timeOffset: Double
    var repeatCount: Double
    var repeatDuration: Double
    var autoreverses: Bool
    var fillMode: CAMediaTimingFillMode

    /// Tolerance for "reached the end" against accumulated frame times.
    static let endTolerance = 1e-9

    init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime.isNaN ? 0 : beginTime
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
        self.speed = speed.isNaN ? 1 : speed
        self.timeOffset = timeOffset.isFinite ? timeOffset : 0
        self.repeatCount = repeatCount.isNaN || repeatCount < 0 ? 0 : repeatCount
        self.repeatDuration = repeatDuration.isNaN || repeatDuration < 0 ? 0 : repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The length of one iteration including its reverse half.
    var iterationDuration: Double { autoreverses ? duration * 2 : duration }

    /// The active duration (may be infinite).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        if count.isInfinite { return iterationDuration > 0 ? .infinity : 0 }
        return iterationDuration * count
    }

    /// Whether the object's local time differs from its parent's (a begin
    /// time, a speed other than 1 or a time offset).
    var shiftsTime: Bool { beginTime != 0 || speed != 1 || timeOffset != 0 }

    /// Maps a parent time into the object's plain local time, ignoring the
    /// active-duration limits (how layers, which never end, map time).
    func localTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Maps a local time back into the parent's time space; with zero speed
    /// every parent time maps to the same local time, so the begin time is
    /// returned.
    func parentTime(fromLocal localTime: Double) -> Double {
        guard speed != 0 else { return beginTime }
        return (localTime - timeOffset) / speed + beginTime
    }

    /// Where an animation is at `parentTime`.
    func phase(atParentTime parentTime: Double) -> TimingPhase {
        let elapsed = speed == 0 ? 0 : (parentTime - beginTime) * abs(speed)
        let active = activeDuration
        if elapsed.isNaN { return .before }
        if elapsed < 0 {
            return .before
        }
        if active.isFinite && elapsed >= active - Self.endTolerance {
            return .after
        }
        var activeTime = speed < 0 ? active - elapsed : elapsed
        if timeOffset != 0 {
            activeTime += timeOffset
            if active.isFinite && active > 0 {
                activeTime = activeTime.truncatingRemainder(dividingBy: active)
                if activeTime < 0 { activeTime += active }
            } else if activeTime < 0 {
                activeTime = 0
            }
        }
        return .active(activeTime)
    }

    /// The fraction of an iteration (0…1 before timing functions) and the
    /// iteration index at `activeTime`.
    func iterationProgress(activeTime: Double) -> (fraction: Double, iteration: Int) {
        guard duration > 0, duration.isFinite, activeTime.isFinite else { return (0, 0) }
        let active = activeDuration
        if active.isFinite && activeTime >= active - Self.endTolerance {
            // The very end (a backwards play starts here): not the start of another iteration.
            return finalProgress
        }
        let length = iterationDuration
        let iterationIndex = (activeTime / length).rounded(.down)
        var within = activeTime - iterationIndex * length
        if autoreverses && within > duration {
            within = length - within
        }
        return (Swift.min(Swift.max(within / duration, 0), 1), Int(Swift.min(iterationIndex, 1e9)))
    }

    /// The fraction and iteration an animation shows once it has ended.
    var finalProgress: (fraction: Double, iteration: Int) {
        let active = activeDuration
        guard duration > 0, duration.isFinite, active.isFinite, active > 0 else { return (1, 0) }
        let length = iterationDuration
        let iterations = active / length
        let lastIndex = Swift.max(iterations.rounded(.up) - 1, 0)
        var within = active - lastIndex * length
        if autoreverses && within > duration {
            within = length - within
        }
        return (Swift.min(Swift.max(within / duration, 0), 1), Int(Swift.min(lastIndex, 1e9)))
    }

    /// The fraction and iteration an animation shows before it begins.
    var initialProgress: (fraction: Double, iteration: Int) {
        if speed < 0 { return finalProgress }
        if timeOffset != 0, case .active(let t) = phase(atParentTime: beginTime) {
            return iterationProgress(activeTime: t)
        }
        return (0, 0)
    }
}

/// Where an object is in its timeline.
enum TimingPhase: Equatable {
    /// Before the begin time.
    case before
    /// Inside the active duration, at this active time.
    case active(Double)
    /// At or past the end of the active duration.
    case after
}
