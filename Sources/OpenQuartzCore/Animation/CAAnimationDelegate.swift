import Foundation

/// Receives an animation's start and stop.
///
/// Both methods have empty default implementations (they are optional on
/// Apple platforms). They are called on the main actor after the frame in
/// which the animation started or stopped; the animation passed is the copy
/// the layer holds, not the object given to `add(_:forKey:)`, as on Apple
/// platforms.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began running.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when
    /// it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing: the default for delegates that only need the stop.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing: the default for delegates that only need the start.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
