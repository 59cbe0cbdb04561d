import Foundation

/// How a recorded transition ended.
public enum TransitionOutcome: Sendable, Hashable, CustomStringConvertible {
    /// It completed at `time` seconds after the recording's time zero.
    case completed(at: TimeInterval)
    /// It was cancelled and rolled back, ending at `time`.
    case cancelled(at: TimeInterval)
    /// It had not ended when the recorder stopped waiting, `time` seconds
    /// after time zero (the animator never called `completeTransition(_:)`,
    /// or an interaction was left running).
    case unfinished(after: TimeInterval)
    /// `start` began no transition (nothing was presented or dismissed, or
    /// it happened without animation).
    case noTransition

    /// A sentence for captions: `"completed at 0.517 s"`,
    /// `"NOT COMPLETED: still running after 3.500 s (completeTransition(_:) never called?)"`.
    public var description: String {
        switch self {
        case .completed(let time): String(format: "completed at %.3f s", time)
        case .cancelled(let time): String(format: "cancelled, rolled back at %.3f s", time)
        case .unfinished(let time):
            String(format: "NOT COMPLETED: still running after %.3f s ", time)
                + "(completeTransition(_:) never called, or the interaction was left running)"
        case .noTransition: "no transition started"
        }
    }
}
