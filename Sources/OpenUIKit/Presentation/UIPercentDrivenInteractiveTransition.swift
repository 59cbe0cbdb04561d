import Foundation

/// An interaction controller that drives the transition's animator by a
/// percentage: use it as is, or subclass it (overriding
/// ``startInteractiveTransition(_:)`` and calling `super` first, as the
/// guide's Listing 10-3 does).
///
/// Without an interruptible animator, starting the transition pauses the
/// container view's layer time and calls the animator's
/// `animateTransition(using:)`: whatever the animator animates inside the
/// container (and what alongside animations animate) then shows the
/// moment ``update(_:)`` picks — `percentComplete × duration` — so any
/// animator written with `UIView.animate` becomes interactive unchanged.
/// ``finish()`` plays the rest in `(1 − p) × duration / completionSpeed`
/// with ``completionCurve``; ``cancel()`` plays back to the start the same
/// way, then removes the animations (their completions report
/// `finished == false`, and `transitionWasCancelled` is true).
///
/// With an animator whose `interruptibleAnimator(using:)` returns an
/// animator, that animator is paused and driven instead: ``update(_:)``
/// sets its `fractionComplete`, ``finish()`` and ``cancel()`` continue it
/// (reversed for cancel).
///
/// A transition starts in the run-loop turn after `present`/`dismiss`, so
/// a gesture may end before it has started: ``update(_:)``, ``finish()``
/// and ``cancel()`` called then (with a message for the last two) apply
/// when it starts, if that is within two turns.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    weak var transitionStorage: ControllerTransition?
    var contextStorage: (any UIViewControllerContextTransitioning)?
    var driver: CADisplayLink?
    var percentStorage: CGFloat = 0
    /// A finish or cancel asked before the transition started, with the turn it was asked in.
    var earlyEnding: (finishing: Bool, turn: Int)?

    /// Creates an interaction controller.
    public override init() {
        super.init()
    }

    /// How fast ``finish()`` and ``cancel()`` play the rest (default 1; must be above 0).
    open var completionSpeed: CGFloat = 1

    /// The curve of ``finish()`` and ``cancel()`` (default `.easeInOut`).
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// A timing curve for the completion of an interruptible animator (nil: ``completionCurve``).
    open var timingCurve: (any UITimingCurveProvider)?

    /// Whether the transition starts interactively (default true); false
    /// starts it animating, and ``pause()`` makes it interactive.
    open var wantsInteractiveStart = true

    /// The transition's duration.
    open var duration: CGFloat { CGFloat(transitionStorage?.duration ?? 0) }

    /// How far the transition has come, from 0 to 1.
    open var percentComplete: CGFloat { percentStorage }

    /// Starts driving the transition of `transitionContext`. Subclasses
    /// call `super` first.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        beginDriving(transitionContext)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        setPercent(percentComplete)
    }

    /// Ends interaction: plays the rest of the transition, which completes.
    open func finish() {
        complete(finishing: true)
    }

    /// Ends interaction: plays the transition back to its start, which is cancelled.
    open func cancel() {
        complete(finishing: false)
    }

    /// Stops a running completion where it is; the transition follows
    /// ``update(_:)`` again.
    open func pause() {
        pauseDriving()
    }
}
