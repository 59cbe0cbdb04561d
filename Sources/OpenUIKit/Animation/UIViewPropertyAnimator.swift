import Foundation

/// An object that animates changes to views and lets you start, pause,
/// scrub, reverse, stop and continue those animations.
///
/// How it works: the animation blocks run once (on the first start or
/// pause) and every animatable property they change is recorded as a track
/// (its old and new value). Running, the tracks are Core Animation
/// animations towards their end (or, reversed, their start); a private
/// progress animation with the same timing tells the animator where it is.
/// Paused, each track is a stopped animation (speed 0) whose time offset is
/// the fraction complete — scrubbing moves that offset. Continuing starts
/// fresh animations from what is shown now over the remaining time, so a
/// pause, reversal or new timing never jumps.
///
/// Programmer errors UIKit raises for (starting, pausing or adding to a
/// stopped animator, finishing one that is not stopped, changing
/// `isInterruptible` while active) are reported through the diagnostics
/// channel and ignored, leaving the animator unchanged.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The length of the animations, in seconds.
    public let duration: TimeInterval
    /// The delay set by `startAnimation(afterDelay:)` (default 0).
    open internal(set) var delay: TimeInterval = 0
    /// The timing curve of the animations.
    public let timingParameters: (any UITimingCurveProvider)?

    /// Whether the animations can be paused and stopped (default true).
    /// Reported and ignored when set on an active animator, as UIKit raises.
    open var isInterruptible: Bool {
        get { interruptible }
        set { setWhileInactive(\.interruptible, newValue, name: "isInterruptible") }
    }

    /// Whether views take touches while animating (default true).
    open var isUserInteractionEnabled: Bool {
        get { userInteractionEnabled }
        set { setWhileInactive(\.userInteractionEnabled, newValue, name: "isUserInteractionEnabled") }
    }

    /// Whether hit testing of animating views is left to the app (default false; recorded).
    open var isManualHitTestingEnabled = false

    /// Whether a paused animator scrubs linearly (default true) or along its curve.
    open var scrubsLinearly = true

    /// Whether finished animations stay active and paused at the end (default false).
    open var pausesOnCompletion = false

    /// The animator's state.
    open internal(set) var state: UIViewAnimatingState = .inactive

    var interruptible = true
    var userInteractionEnabled = true
    /// Recorded property changes.
    var tracks: [AnimatorTrack] = []
    /// Blocks not yet run (before the first start), with their delay factors.
    var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var reversed = false
    /// Where the animations are while paused (fraction complete).
    var pausedProgress: CGFloat = 0
    var running: RunningSegment?
    /// Carries the private progress animation.
    let progressLayer = CALayer()
    /// Distinguishes the current run's progress animation from replaced ones.
    var runGeneration = 0

    /// Creates an animator with a timing curve; add animations before starting.
    ///
    /// Required (not just designated, as in UIKit) so that
    /// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)``
    /// can create subclasses without an Objective-C runtime.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite && duration >= 0 ? duration : 0
        timingParameters = parameters
        super.init()
    }

    /// Creates an animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a custom cubic curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of `ratio` that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator and starts it at once (after `delay`), with the
    /// curve from `options`. Transition and direction options are ignored.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animations are running (active and not paused).
    open var isRunning: Bool { state == .active && running != nil }

    /// Whether the animations run towards their start. Setting it on a
    /// running animator turns the animations round from where they are.
    open var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// How far the animations have got (0…1). Settable only while paused
    /// (ignored otherwise, as UIKit documents); setting it on an inactive
    /// animator pauses it first.
    open var fractionComplete: CGFloat {
        get { currentProgress }
        set { scrub(to: newValue) }
    }

    // MARK: UIViewAnimating

    /// Starts the animations, or resumes paused ones, from where they are.
    open func startAnimation() {
        start(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        start(afterDelay: delay.isFinite ? Swift.max(0, delay) : 0)
    }

    /// Pauses the animations where they are (an inactive animator becomes
    /// active and paused at its start).
    open func pauseAnimation() {
        pause()
    }

    /// Stops the animations where they are, leaving the views there.
    open func stopAnimation(_ withoutFinishing: Bool) {
        stop(withoutFinishing: withoutFinishing)
    }

    /// Finishes a stopped animator: the views go to `finalPosition` and the
    /// completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations that run with the others.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` of the duration (of
    /// the remaining time when added to a running animator).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        add(animation, delayFactor: delayFactor)
    }

    /// Adds a completion; completions run in order when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else {
            UIKitDiagnostics.report("UIViewPropertyAnimator: addCompletion() called on a stopped animator; ignored.")
            return
        }
        completions.append(completion)
    }

    /// Resumes a paused (or retimes a running) animator with new timing,
    /// over `durationFactor` × the remaining time.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        resume(with: parameters, durationFactor: durationFactor)
    }
}
