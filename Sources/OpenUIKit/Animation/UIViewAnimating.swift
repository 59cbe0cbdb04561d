import Foundation

/// The states of an animator.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished (its animations are not attached).
    case inactive = 0
    /// Started: running or paused.
    case active = 1
    /// Stopped by `stopAnimation(false)`; waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's animations end.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end of the animations (the new values).
    case end = 0
    /// At their start (the old values).
    case start = 1
    /// Where they are now.
    case current = 2
}

/// The interface of objects that run view animations that can be paused,
/// scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start.
    var isReversed: Bool { get set }
    /// How far the animations have got, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: `withoutFinishing` true ends
    /// the animator at once (no completion); false moves it to `.stopped`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that can add animations and completions while it runs.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining time.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing, over `durationFactor` of
    /// the remaining time.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
