import Foundation

extension UIView {
    /// Animates changes to views: every animatable property changed inside
    /// `animations` becomes a Core Animation animation from the value shown
    /// now to the new value.
    ///
    /// `completion` runs once every animation of the block has stopped;
    /// `finished` is false if one was removed or replaced by a later
    /// animation of the same property. With no changes, or a duration of
    /// zero or less, changes apply at once and `completion(true)` runs on
    /// the next run-loop turn. Blocks nest: an inner block inherits the
    /// outer one's duration, curve and repeat options unless it passes the
    /// `overrideInherited…` options (UIKit's rules).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options,
            timing: .curve(options.curve.timingFunction), animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no
    /// delay and the default curve.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no
    /// delay, the default curve and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a damped spring that settles in `duration` seconds.
    ///
    /// `dampingRatio` (0…1; 1 is critically damped) and `velocity` (the
    /// initial speed, in whole distances per second) describe the spring;
    /// OpenUIKit picks the spring's stiffness so it comes within 0.1 % of
    /// rest at `duration`, which is how long the animation runs.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let timing = SpringSolver.timing(settlingIn: duration, dampingRatio: dampingRatio, velocity: velocity)
        runAnimationBlock(
            duration: duration, delay: delay, options: options.union(.overrideInheritedCurve), timing: timing,
            animations: animations, completion: completion)
    }

    /// Animates with a spring described by its perceptual duration and
    /// bounce (iOS 17): stiffness (2π / duration)², damping ratio
    /// 1 − bounce. The animation runs until the spring settles, so the
    /// completion may come after `duration`.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        spring.initialVelocity = initialSpringVelocity
        let timing = ViewAnimationContext.Timing.spring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialSpringVelocity)
        runAnimationBlock(
            duration: spring.settlingDuration, delay: delay, options: options.union(.overrideInheritedCurve),
            timing: timing, animations: animations, completion: completion)
    }

    /// Applies `actionsWithoutAnimation` with no animation, even inside an
    /// animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = ViewAnimationContext(
            duration: 0, delay: 0, options: [], timing: .curve(CAMediaTimingFunction(name: .linear)),
            disablesAnimation: true, group: ViewAnimationGroup(completion: nil))
        context.run(actionsWithoutAnimation)
    }

    /// The duration of the enclosing animation block, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let context = ViewAnimationContext.current, !context.disablesAnimation else { return 0 }
        return context.duration
    }

    /// Whether view animations are enabled in this app (true unless
    /// ``setAnimationsEnabled(_:)`` turned them off).
    public class var areAnimationsEnabled: Bool { ViewAnimationState.current.animationsEnabled }

    /// Turns block animations on or off for the whole app.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationState.current.animationsEnabled = enabled
    }

    /// Runs an animation block: the context, an explicit transaction so
    /// every animation starts together, `layoutSubviews` if asked, the
    /// completion group.
    static func runAnimationBlock(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        timing: ViewAnimationContext.Timing, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let group = ViewAnimationGroup(completion: completion)
        let animates = duration > 0 && duration.isFinite && ViewAnimationState.current.animationsEnabled
        let context: ViewAnimationContext
        if animates {
            context = ViewAnimationContext.nested(
                duration: duration, delay: Swift.max(0, delay.isFinite ? delay : 0), options: options, timing: timing,
                group: group)
        } else {
            context = ViewAnimationContext(
                duration: 0, delay: 0, options: options, timing: timing, disablesAnimation: true, group: group)
        }
        CATransaction.begin()
        context.run {
            animations()
            if options.contains(.layoutSubviews) {
                for window in WindowList.current.windows { window.layoutIfNeeded() }
            }
        }
        CATransaction.commit()
        group.seal()
    }
}

/// Finds spring parameters for UIKit's duration-based spring API.
enum SpringSolver {
    /// A spring with damping ratio `dampingRatio` whose stiffness makes it
    /// settle (within 0.1 %) in `duration` seconds.
    @MainActor
    static func timing(settlingIn duration: TimeInterval, dampingRatio: CGFloat, velocity: CGFloat) -> ViewAnimationContext.Timing {
        let ratio = Swift.min(Swift.max(dampingRatio.isFinite ? dampingRatio : 1, 0.01), 1)
        let probe = CASpringAnimation()
        probe.mass = 1
        probe.stiffness = 1
        probe.damping = 2 * ratio
        probe.initialVelocity = velocity.isFinite ? velocity : 0
        let unitSettle = probe.settlingDuration
        let target = duration > 0 && duration.isFinite ? duration : 0.5
        let omega = CGFloat(unitSettle / target)
        return .spring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: probe.initialVelocity)
    }
}
