import Foundation

/// The phases of one run-loop turn, in the order they run.
///
/// ```
/// input → deferredWork → animation → layout → commit → render → postFrame
/// ```
/// - `input`: the host delivers pointer and keyboard events.
/// - `deferredWork`: work queued for "the next turn" (main-queue blocks,
///   presentations that start on the next turn).
/// - `animation`: display links fire, then animations advance to the
///   frame's time (start and stop are detected here).
/// - `layout`: layout from each window down.
/// - `commit`: the implicit transaction commits (layout and display of
///   layers that still need it, new animations start).
/// - `render`: the host draws the presentation tree.
/// - `postFrame`: animation delegates and completion blocks run.
///
/// An OpenQuartzCore addition: Apple's run loop has the same order but does
/// not name it. `CAFramePipeline` runs the phases; layers above register
/// their work for a phase.
public enum CAFramePhase: Int, CaseIterable, Comparable, Sendable {
    /// The host delivers pointer and keyboard events.
    case input
    /// Work queued for "the next turn" runs (main-queue blocks, presentations
    /// that start on the next turn).
    case deferredWork
    /// Display links fire, then committed animations advance to the frame's
    /// time: starts and stops are detected and finished animations removed.
    case animation
    /// Layout runs, from each window down.
    case layout
    /// The implicit transaction commits: layers that still need layout or
    /// display get it, then the animations added since the last commit start.
    case commit
    /// The host draws the presentation tree.
    case render
    /// Animation delegates and transaction completion blocks run, in the order
    /// their events happened.
    case postFrame

    /// Whether `lhs` runs before `rhs` in a turn.
    public static func < (lhs: CAFramePhase, rhs: CAFramePhase) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
