import Foundation

/// How far along a transition looked at one moment.
///
/// The value is measured from what is on screen, not from a timing
/// function: the presented (or dismissed) view's presentation layer —
/// frame, opacity and transform — and the presenting view's, taken after
/// every frame. Its distance from the first recorded state, divided by the
/// distance between the first and the last recorded states, gives 0 at the
/// start and 1 at the end. Straight moves and fades follow their timing
/// curve exactly; springs can pass 1, and paths that are not straight
/// (flips) can wander; a transition cancelled part way returns towards 0;
/// a recording that ends before the transition does has 1 at its last
/// frame, not at the transition's end. When nothing moved the value is 0
/// throughout.
public struct TransitionProgressSample: Sendable, Hashable {
    /// Seconds since the recording's time zero.
    public var time: TimeInterval
    /// The progress, 0 at the start and 1 at the end (see above).
    public var value: Double

    /// A sample of `value` at `time`.
    public init(time: TimeInterval, value: Double) {
        self.time = time
        self.value = value
    }
}
