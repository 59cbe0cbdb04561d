import Foundation

/// A hierarchical timing system: layers and animations each map their
/// parent's time into their own.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`. For
/// animations the result is further limited to the active duration
/// (`duration × repeatCount`, or `repeatDuration`, doubled by `autoreverses`)
/// and `fillMode` decides what shows outside it; see ``MediaTimingModel``
/// for the exact rules, including negative and zero speeds.
@MainActor
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
