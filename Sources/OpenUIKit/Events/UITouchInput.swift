import Foundation

/// One finger's raw state as a host reports it: the input a window host
/// turns mouse and touch events into, and the test host injects. An
/// OpenUIKit addition (on iOS the system delivers touches itself).
public struct UITouchInput: Sendable, Equatable {
    /// The host's identifier of the finger (stable from down to up).
    public var identifier: Int
    /// What happened to it: `.began`, `.moved`, `.stationary`, `.ended`
    /// or `.cancelled`.
    public var phase: UITouch.Phase
    /// Where it is, in screen points.
    public var location: CGPoint
    /// The kind of touch.
    public var type: UITouch.TouchType

    /// Creates an input.
    public init(identifier: Int, phase: UITouch.Phase, location: CGPoint, type: UITouch.TouchType = .direct) {
        self.identifier = identifier
        self.phase = phase
        self.location = location
        self.type = type
    }
}
