import Foundation

extension UIPercentDrivenInteractiveTransition {
    /// Starts the transition paused at 0: an interruptible animator is
    /// paused; otherwise the container's time is paused and the animator
    /// starts its animations. Without an interactive start the transition
    /// then plays to the end.
    func beginDriving(_ context: any UIViewControllerContextTransitioning) {
        contextStorage = context
        guard let transition = (context as? TransitionContext)?.transitionStorage else {
            UIKitDiagnostics.report(
                "UIPercentDrivenInteractiveTransition: startInteractiveTransition(_:) needs the transitioning context UIKit passes; nothing is driven.")
            return
        }
        transitionStorage = transition
        let early = earlyEnding
        earlyEnding = nil
        let earlyPercent = percentStorage
        percentStorage = 0
        if let interruptible = transition.interruptibleAnimator {
            interruptible.pauseAnimation()
        } else {
            transition.pauseScrubbedLayers(at: 0)
            if let animator = transition.animator {
                CallbackTrace.record("animateTransition", on: animator)
                animator.animateTransition(using: context)
            }
        }
        if earlyPercent > 0 { setPercent(earlyPercent) }
        if let early, CAFramePipeline.main.turnCount - early.turn <= 2 {
            complete(finishing: early.finishing)
        } else if !transition.isInteractive {
            play(to: 1)
        }
    }

    /// Shows the transition at `percent` (before the transition started,
    /// remembered for its start).
    func setPercent(_ percent: CGFloat) {
        let clamped = min(max(percent.isFinite ? percent : 0, 0), 1)
        percentStorage = clamped
        guard let transition = transitionStorage, transition.isRunning, transitionIsCurrent else { return }
        contextStorage?.updateInteractiveTransition(clamped)
        if let interruptible = transition.interruptibleAnimator {
            interruptible.fractionComplete = clamped
        } else {
            for layer in transition.scrubbedLayers { TransitionScrubbing.scrub(layer, to: CFTimeInterval(clamped) * transition.duration) }
        }
    }

    /// `finish()` and `cancel()`; before the transition started, remembered
    /// for its start.
    func complete(finishing: Bool) {
        guard let transition = transitionStorage, transition.isRunning else {
            UIKitDiagnostics.report(
                "UIPercentDrivenInteractiveTransition: \(finishing ? "finish()" : "cancel()") called before its transition started; "
                    + "it applies if the transition starts within two run-loop turns.")
            earlyEnding = (finishing, CAFramePipeline.main.turnCount)
            return
        }
        if finishing { contextStorage?.finishInteractiveTransition() } else { contextStorage?.cancelInteractiveTransition() }
        if let interruptible = transition.interruptibleAnimator {
            interruptible.isReversed = !finishing
            let remaining = finishing ? 1 - percentStorage : percentStorage
            let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
            interruptible.continueAnimation(withTimingParameters: parameters, durationFactor: remaining / effectiveCompletionSpeed)
            return
        }
        play(to: finishing ? 1 : 0)
    }

    /// `pause()`: stops a running completion; the transition is interactive again.
    func pauseDriving() {
        guard let transition = transitionStorage, transition.isRunning else { return }
        driver?.invalidate()
        driver = nil
        transition.interruptibleAnimator?.pauseAnimation()
        contextStorage?.pauseInteractiveTransition()
    }

    /// ``completionSpeed``, or 1 with a message when it is not above 0.
    private var effectiveCompletionSpeed: CGFloat {
        guard completionSpeed > 0, completionSpeed.isFinite else {
            UIKitDiagnostics.report("UIPercentDrivenInteractiveTransition: completionSpeed must be greater than 0 (is \(completionSpeed)); using 1.")
            return 1
        }
        return completionSpeed
    }

    /// Plays the scrubbed time from the current percentage to `target`
    /// (0 or 1) frame by frame on host time, along ``completionCurve``.
    private func play(to target: CGFloat) {
        driver?.invalidate()
        let start = percentStorage
        let span = Double(abs(target - start)) * Double(duration) / Double(effectiveCompletionSpeed)
        let startTime = CACurrentMediaTime()
        let curve = completionCurve.timingFunction
        let link = CADisplayLink { [weak self] link in
            guard let self else {
                link.invalidate()
                return
            }
            let fraction = span > 0 ? min(1, (CACurrentMediaTime() - startTime) / span) : 1
            self.setPercent(start + (target - start) * CGFloat(curve.value(atTime: fraction)))
            guard fraction >= 1 else { return }
            link.invalidate()
            self.driver = nil
            self.arrive(at: target)
        }
        driver = link
        link.add(to: RunLoop.main, forMode: RunLoop.Mode.common)
    }

    /// The completion reached its end: at 1 the layers run on so the
    /// animations end (and their completions call `completeTransition`);
    /// at 0 the animations are removed.
    private func arrive(at target: CGFloat) {
        guard let transition = transitionStorage, transition.isRunning else { return }
        for layer in transition.scrubbedLayers {
            if target >= 1 {
                TransitionScrubbing.resume(layer)
            } else {
                TransitionScrubbing.removeAnimations(under: layer)
            }
        }
    }
}

extension UIPercentDrivenInteractiveTransition {
    /// Whether the transition driven is still the one that started with this interactor.
    var transitionIsCurrent: Bool { transitionStorage?.interactor === self }
}
