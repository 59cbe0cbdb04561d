import Foundation

/// A finger on the screen: where it is, where it was, and what it is
/// touching.
///
/// A touch keeps its identity from touch-down to lift-off; it stays with
/// the view it began in even when it moves outside it (as in UIKit).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phases of a touch.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move since the last event.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered the window (indirect input).
        case regionEntered = 5
        /// A pointer moved inside the window (indirect input).
        case regionMoved = 6
        /// A pointer left the window (indirect input).
        case regionExited = 7
    }

    /// The kinds of touches.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A mouse or trackpad pointer.
        case indirectPointer = 3
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// When the touch last changed, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    /// How many times the finger tapped in this place in quick succession.
    open internal(set) var tapCount: Int = 1
    /// The kind of touch.
    open internal(set) var type: TouchType = .direct
    /// The view the touch began in (kept for the touch's life).
    open internal(set) var view: UIView?
    /// The window the touch began in.
    open internal(set) var window: UIWindow?
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// The force of the touch (1 is an average touch).
    open internal(set) var force: CGFloat = 1
    /// The largest force the device reports.
    open internal(set) var maximumPossibleForce: CGFloat = 1
    /// The radius of the touch, in points.
    open internal(set) var majorRadius: CGFloat = 20

    /// Where the touch is, in window coordinates.
    var windowLocation: CGPoint = .zero
    /// Where it was at the previous event, in window coordinates.
    var previousWindowLocation: CGPoint = .zero
    /// Where it touched down, in window coordinates.
    var startWindowLocation: CGPoint = .zero
    /// The host's identifier of the finger.
    let identifier: Int
    /// How the touch's view hears of it (see ``TouchViewDelivery``).
    var viewDelivery = TouchViewDelivery()

    /// Whether the finger is still on the screen.
    var isDown: Bool { phase != .ended && phase != .cancelled }

    init(identifier: Int) {
        self.identifier = identifier
        super.init()
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The touch's previous location in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window else { return point }
        return view.convert(point, from: window)
    }
}
