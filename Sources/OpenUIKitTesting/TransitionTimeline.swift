import Foundation
import OpenUIKit

/// The callbacks of a transition laid out in time: one lane per object
/// that took part, each callback a tick at its media time, and the
/// transition's progress underneath — as text (``text``) and as a
/// picture (``image(width:scale:)``).
///
/// Built from `CallbackTrace` events (a ``TransitionRecorder`` collects
/// them) or from events made by hand. Each event goes to the lane of the
/// participant it was sent to, matched by `ObjectIdentifier`; an
/// unassigned receiver of `animateTransition`, `transitionDuration`,
/// `animationEnded` or `interruptibleAnimator` is taken for the animator;
/// anything else goes to the ``Lane/other`` lane.
public struct TransitionTimeline: Sendable {
    /// A name shown above the timeline.
    public var title: String
    /// The callbacks, in the order they came.
    public var ticks: [Tick]
    /// The progress curve (see ``TransitionProgressSample``).
    public var progress: [TransitionProgressSample]

    /// Lays out `events`, with times taken relative to `startTime`.
    public init(
        title: String = "", events: [CallbackTrace.Event], participants: Participants,
        progress: [TransitionProgressSample] = [], startTime: CFTimeInterval
    ) {
        self.title = title
        self.progress = progress
        let animatorCallbacks: Set<String> = [
            "animateTransition", "transitionDuration", "animationEnded", "interruptibleAnimator",
        ]
        var animator = participants.animator
        if animator == nil {
            animator = events.first { animatorCallbacks.contains($0.callback) && participants.lane(of: $0.receiver) == .other }?
                .receiver
        }
        var known = participants
        known.animator = animator
        ticks = events.map { event in
            Tick(time: event.time - startTime, lane: known.lane(of: event.receiver), callback: event.callback,
                 receiverType: event.receiverType)
        }
    }

    /// The time the timeline spans: from 0 to its last tick or sample (at least 0.1 s).
    public var duration: TimeInterval {
        Swift.max(0.1, (ticks.map(\.time) + progress.map(\.time)).max() ?? 0)
    }
}
