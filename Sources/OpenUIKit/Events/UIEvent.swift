import Foundation

/// An object that describes a single user interaction with the app: for
/// touches, every finger on the screen at one moment.
@preconcurrency @MainActor
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

    /// Every touch of the event.
    var touchSet: Set<UITouch> = []

    /// Creates an empty event (events come from the host).
    public override init() {
        super.init()
    }

    /// Every touch of the event (nil for non-touch events).
    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view }
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet.filter { $0.window === window }
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }
}
