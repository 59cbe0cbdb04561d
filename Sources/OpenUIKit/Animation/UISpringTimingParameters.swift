import Foundation

/// A damped-spring timing curve for view animations.
///
/// With a damping ratio the spring's stiffness is chosen so it settles in
/// the animator's duration (as `animate(withDuration:usingSpringWithDamping:…)`);
/// with mass, stiffness and damping (or duration and bounce) the spring is
/// used as given and the animator's duration is ignored, as UIKit documents.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in distances per second, per axis (y is used
    /// for one-dimensional values).
    public let initialVelocity: CGVector
    /// The damping ratio, when the spring was made from one.
    let dampingRatio: CGFloat?
    /// Explicit spring constants (mass, stiffness, damping), when given.
    let constants: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring.
    public override convenience init() {
        self.init(dampingRatio: 1)
    }

    /// A spring with a damping ratio (0…1), settling in the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with a damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        constants = nil
        initialVelocity = velocity
        super.init()
    }

    /// A spring with explicit constants.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        constants = (mass, stiffness, damping)
        initialVelocity = velocity
        super.init()
    }

    /// A spring from a perceptual duration and bounce (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The animation timing for a run of `duration` seconds.
    func timing(duration: TimeInterval) -> ViewAnimationContext.Timing {
        if let constants {
            return .spring(mass: constants.mass, stiffness: constants.stiffness, damping: constants.damping,
                           initialVelocity: initialVelocity.dy)
        }
        return SpringSolver.timing(settlingIn: duration, dampingRatio: dampingRatio ?? 1, velocity: initialVelocity.dy)
    }

    /// Whether the spring decides its own duration (explicit constants).
    var overridesDuration: Bool { constants != nil }
}
