import Foundation

/// A hierarchical timing system: layers and animations each map their
/// parent's time into their own.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`; a root
/// layer's parent time is media time (``CACurrentMediaTime()``). Layers use
/// only that mapping: they never end. For animations OpenQuartzCore applies
/// Core Animation's rules, making its own choices where Apple's
/// documentation is silent:
/// - The *active duration* is `repeatDuration` when positive, else one
///   iteration (`duration`, doubled when `autoreverses`) times `repeatCount`
///   (once when 0); it may be infinite.
/// - Elapsed time is `(parentTime − beginTime) × |speed|`. Before 0 the
///   animation is *before* its begin time; at or past the active duration
///   (within 1 ns, against accumulated frame times) it has *ended*; in
///   between it is *active*. `fillMode` decides whether it shows before and
///   after.
/// - The active time is the elapsed time — counted back from the end when
///   `speed` is negative — plus `timeOffset`, wrapped into the active
///   duration, so an offset starts the animation part-way through and it
///   wraps round to the start.
/// - A `speed` of 0 pins the elapsed time at 0: the animation shows its
///   `timeOffset` for ever (a paused time space).
/// - NaN and out-of-range values are sanitised as <doc:BadInput> describes.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time space. `0` on an
    /// animation added to a layer means "when the transaction commits".
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's; 0 pauses, negative
    /// plays backwards.
    var speed: Float { get set }
    /// An offset added to local time; wraps within the active duration.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations to play; may be fractional or `.infinity`.
    var repeatCount: Float { get set }
    /// How long to repeat for, in local seconds (instead of `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}
