import Foundation
import OpenUIKit

/// What a ``TransitionRecorder`` saw: pictures, the progress of the
/// moving views, the callbacks reported and how the transition ended.
///
/// Times are seconds since the script's `start` ran (the recording's time
/// zero); ``startTime`` is that moment's media time.
public struct TransitionRecording: Sendable {
    /// The script's title.
    public var title: String
    /// Whether a presentation or a dismissal ran (nil: none started).
    public var kind: Kind?
    /// The pictures taken, in order.
    public var frames: [Frame]
    /// Pixels per point of the pictures.
    public var scale: CGFloat
    /// The progress of the transition after every frame (see ``TransitionProgressSample``).
    public var progress: [TransitionProgressSample]
    /// The callbacks OpenUIKit reported through `CallbackTrace` meanwhile.
    public var events: [CallbackTrace.Event]
    /// Who received those callbacks, for the timeline's lanes.
    public var participants: TransitionTimeline.Participants
    /// How the transition ended.
    public var outcome: TransitionOutcome
    /// The media time of time zero.
    public var startTime: CFTimeInterval

    /// The callbacks and the progress curve as a ``TransitionTimeline``.
    public var timeline: TransitionTimeline {
        TransitionTimeline(
            title: title, events: events, participants: participants, progress: progress, startTime: startTime)
    }

    /// A recording made from parts (for pictures of something other than
    /// one ``TransitionRecorder`` run, such as a whole scripted example).
    public init(
        title: String, kind: Kind?, frames: [Frame], scale: CGFloat, progress: [TransitionProgressSample] = [],
        events: [CallbackTrace.Event] = [], participants: TransitionTimeline.Participants = .init(),
        outcome: TransitionOutcome, startTime: CFTimeInterval = 0
    ) {
        self.title = title
        self.kind = kind
        self.frames = frames
        self.scale = scale
        self.progress = progress
        self.events = events
        self.participants = participants
        self.outcome = outcome
        self.startTime = startTime
    }
}
