import Foundation
import OpenUIKit

/// A transition to record: the host it runs in, what starts it and how it
/// is driven.
///
/// `start` runs on the main actor at the current media time, which becomes
/// time zero of the recording; it should start one presentation or
/// dismissal (`present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`, a segue …), which UIKit begins on the
/// next run-loop turn. Set the host up (root controller, anything already
/// presented) before recording.
@MainActor
public struct TransitionScript {
    /// A name shown above film strips and timelines.
    public var title: String
    /// The host the transition runs in.
    public let host: TestHost
    /// How the transition is moved along.
    public var drive: TransitionDrive
    /// The animator, when the caller knows it: its callbacks get their own
    /// lane in the timeline (otherwise the object that receives
    /// `animateTransition` is taken for it).
    public var animator: AnyObject?
    /// Starts the transition.
    public let start: @MainActor () -> Void

    /// A script for `host`: `start` begins the transition, driven by `drive`.
    public init(
        _ title: String = "", host: TestHost, drive: TransitionDrive = .animated, animator: AnyObject? = nil,
        start: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.host = host
        self.drive = drive
        self.animator = animator
        self.start = start
    }
}
