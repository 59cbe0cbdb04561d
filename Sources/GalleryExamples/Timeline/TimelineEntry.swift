import Foundation
import UIKit

/// One line of the gallery's timeline: a callback, when it came and who got it.
public struct TimelineEntry: Hashable, Sendable, CustomStringConvertible {
    /// Media time of the call, relative to the start of the recording.
    public let time: TimeInterval
    /// The receiver's type name.
    public let receiver: String
    /// The callback's name, as ORACLE.md writes it.
    public let callback: String

    /// Layout and constraint passes: frequent and rarely what a learner
    /// looks for; the panel leaves them out.
    static let quietCallbacks: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews", "updateViewConstraints",
    ]

    /// The entry for `event`, timed from `start`; nil for a quiet callback.
    static func make(_ event: CallbackTrace.Event, start: TimeInterval) -> TimelineEntry? {
        guard !quietCallbacks.contains(event.callback) else { return nil }
        return TimelineEntry(time: event.time - start, receiver: event.receiverType, callback: event.callback)
    }

    /// `"  0.517  CardViewController.viewDidAppear"`.
    public var description: String {
        String(format: "%7.3f  ", time) + receiver + "." + callback
    }
}
