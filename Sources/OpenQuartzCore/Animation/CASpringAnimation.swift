import Foundation

/// A damped-spring animation from `fromValue` to `toValue`.
///
/// The value follows the closed-form solution of a damped harmonic
/// oscillator with the given mass, stiffness and damping, started with
/// `initialVelocity` (in units of the whole distance per second), evaluated
/// at the animation's local time in seconds — the `duration` only decides
/// when the animation stops, as on Apple platforms (set it to
/// ``settlingDuration`` to see the spring settle). `timingFunction` is
/// ignored.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (default 1; must be > 0: zero,
    /// negative and non-finite masses count as 1).
    open var mass: CGFloat = 1
    /// The spring stiffness (default 100; must be > 0: zero, negative and
    /// non-finite values count as 100).
    open var stiffness: CGFloat = 100
    /// The friction (default 10; must be ≥ 0: negative and non-finite
    /// values count as 10).
    open var damping: CGFloat = 10
    /// The initial velocity, in distances per second (default 0; positive
    /// moves towards the target). Non-finite values count as 0.
    open var initialVelocity: CGFloat = 0
    /// Whether damping above critical is honoured; when false (the default,
    /// as on Apple platforms) over-damped springs are treated as critically
    /// damped.
    open var allowsOverdamping = false

    /// Creates a spring described by how long it takes to feel settled and
    /// how much it bounces (−1…1; 0 is critically damped): stiffness
    /// (2π / duration)², damping ratio 1 − bounce (1 / (1 + bounce) below 0).
    /// A duration that is not positive and finite counts as 0.5 s; the
    /// bounce is clamped to just above −1 … 1 (NaN counts as 0). A negative
    /// bounce turns on ``allowsOverdamping``.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let bounceValue = Swift.min(Swift.max(bounce.isFinite ? bounce : 0, -1 + 1e-6), 1)
        stiffness = CGFloat(pow(2 * Double.pi / duration, 2))
        let ratio = bounceValue >= 0 ? 1 - bounceValue : 1 / (1 + bounceValue)
        damping = CGFloat(4 * Double.pi * Double(ratio) / duration)
        allowsOverdamping = bounceValue < 0
        mass = 1
    }

    /// The perceptual duration this spring corresponds to: 2π / √(k/m).
    open var perceptualDuration: TimeInterval { spring.perceptualDuration }

    /// The bounce this spring corresponds to (1 − damping ratio, or
    /// 1/ratio − 1 when over-damped).
    open var bounce: CGFloat { CGFloat(spring.bounce) }

    /// The time after which the spring stays within 0.1 % of the distance
    /// of its target (OpenQuartzCore's threshold; Apple does not document
    /// its own), found by stepping the solution forward (at most 100 s).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// Copies the inherited properties, then the spring's mass, stiffness,
    /// damping, initial velocity and over-damping flag, into `copy`.
    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }

    /// The solved spring.
    var spring: DampedSpring {
        DampedSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }
}
