import Foundation

/// An object that describes a single user interaction with the app.
///
/// Events carry the touches of one moment; the host creates them and
/// `UIApplication.sendEvent(_:)` delivers them (see the events issue for
/// touch delivery).
@MainActor
open class UIEvent: NSObject {
    /// The kinds of events.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Motion (shake).
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical key presses.
        case presses = 3
        /// Scrolling with a trackpad or mouse wheel.
        case scroll = 10
        /// Hovering a pointer.
        case hover = 11
        /// Pinch, rotate or pan on a trackpad.
        case transform = 14
    }

    /// The kind of event.
    open internal(set) var type: EventType = .touches

    /// When the event happened, in media time.
    open internal(set) var timestamp: TimeInterval = 0

    /// Creates an empty event (events come from the host).
    public override init() {
        super.init()
    }
}
