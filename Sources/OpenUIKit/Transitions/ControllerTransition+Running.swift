import Foundation

extension ControllerTransition {
    /// Asks the duration, then starts the interaction controller (when it
    /// wants an interactive start) or the animator, then the animations
    /// queued beside the transition.
    func run() {
        guard case .starting(let setup) = state else { return }
        let animator = setup.animator
        CallbackTrace.record("transitionDuration", on: animator)
        let duration = animator.transitionDuration(using: context)
        let interruptible = animator.interruptibleAnimator(using: context)
        let interactive = setup.interactor?.wantsInteractiveStart ?? false
        state = .running(setup, Run(
            duration: duration, interruptibleAnimator: interruptible is NoInterruptibleAnimator ? nil : interruptible,
            initiallyInteractive: interactive, mode: interactive ? .interactive : .animating))
        if let interactor = setup.interactor {
            CallbackTrace.record("startInteractiveTransition", on: interactor)
            interactor.startInteractiveTransition(context)
        } else {
            CallbackTrace.record("animateTransition", on: animator)
            animator.animateTransition(using: context)
        }
        startAlongsideAnimations()
        scheduleCompletionWatch()
    }

    // MARK: Alongside animations

    /// Queues (or, once the transition animates, runs) an alongside animation.
    func addAlongside(_ entry: AlongsideAnimation) -> Bool {
        guard isUnderway else { return false }
        alongside.append(entry)
        if running?.alongsideStarted == true { runAlongside([entry]) }
        return true
    }

    private func startAlongsideAnimations() {
        updateRun { $0.alongsideStarted = true }
        runAlongside(alongside)
    }

    /// Runs alongside animations with the transition's duration and
    /// completion curve; during an interactive transition the views they
    /// name are scrubbed with the container.
    private func runAlongside(_ entries: [AlongsideAnimation]) {
        let animations = entries.compactMap(\.animation)
        guard !animations.isEmpty else { return }
        for entry in entries where entry.hasView {
            if let layer = entry.view?.layer, !scrubbedLayers.containsIdentical(layer) {
                scrubbedLayers.append(layer)
                if isScrubbing { TransitionScrubbing.pause(layer, at: scrubOffset) }
            }
        }
        let options = UIView.AnimationOptions(rawValue: UInt(coordinatorCurve.rawValue) << 16)
        UIView.animate(withDuration: animated ? duration : 0, delay: 0, options: options, animations: {
            for animation in animations {
                CallbackTrace.record("alongsideAnimation", on: self.coordinator)
                animation(self.coordinator)
            }
        })
    }

    /// The curve alongside animations use.
    var coordinatorCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    // MARK: Completion

    /// `completeTransition(_:)`: ends the transition once; a second call
    /// (or one after the end) prints a message and changes nothing.
    func complete(_ didComplete: Bool) {
        guard isRunning, let animator else {
            UIKitDiagnostics.report("completeTransition: called on a transition that already completed (\(subjectDescription)); ignored.")
            return
        }
        updateRun { $0.mode = didComplete ? .finishing : .cancelling }
        context.endedCancelled = !didComplete
        MediaTimeTimers.current.cancel(completionWatch)
        completionWatch = nil
        restoreScrubbedLayers()
        let completions = alongside.compactMap(\.completion)
        alongside.removeAll()
        for completion in completions {
            CallbackTrace.record("alongsideCompletion", on: coordinator)
            completion(coordinator)
        }
        transitionDidComplete(didComplete)
        CallbackTrace.record("animationEnded", on: animator)
        animator.animationEnded(didComplete)
    }

    /// A transition that runs without interaction should end within its
    /// duration: if `completeTransition(_:)` has not come two seconds
    /// after that, a message says so (the app would otherwise hang here
    /// without a clue).
    private func scheduleCompletionWatch() {
        let limit = duration + 2
        completionWatch = MediaTimeTimers.current.schedule(at: CACurrentMediaTime() + limit) { [weak self] in
            guard let self, let animator = self.animator, self.isRunning, !self.isInteractive else { return }
            UIKitDiagnostics.report(
                "OpenUIKit: the animator \(animator) has not called completeTransition(_:) \(limit) s after the transition "
                    + "(\(self.subjectDescription)) started; the transition cannot end until it does.")
        }
    }

    // MARK: Interaction

    /// `updateInteractiveTransition(_:)`.
    func update(_ percent: CGFloat) {
        updateRun { $0.percentComplete = min(max(percent, 0), 1) }
    }

    /// The transition starts or stops following the user (`mode` is
    /// `.interactive`, or where it goes next: `.animating`, `.finishing` or
    /// `.cancelling`); interaction handlers run on every change between
    /// interactive and not.
    func setMode(_ mode: Mode) {
        guard let run = running else { return }
        let wasInteractive = run.mode == .interactive
        updateRun { $0.mode = mode }
        if wasInteractive != (mode == .interactive) {
            for handler in interactionHandlers { handler(coordinator) }
        }
    }

    // MARK: Scrubbing

    /// Whether the scrubbed layers' time is paused.
    var isScrubbing: Bool { scrubbedLayers.first?.speed == 0 }

    /// The scrubbed layers' current time offset.
    var scrubOffset: CFTimeInterval { scrubbedLayers.first?.timeOffset ?? 0 }

    /// Pauses the container's time (and that of views animated alongside) at `offset`.
    func pauseScrubbedLayers(at offset: CFTimeInterval) {
        if scrubbedLayers.isEmpty { scrubbedLayers.append(containerView.layer) }
        for layer in scrubbedLayers { TransitionScrubbing.pause(layer, at: offset) }
    }

    /// Gives the scrubbed layers their own time back.
    func restoreScrubbedLayers() {
        for layer in scrubbedLayers { TransitionScrubbing.restore(layer) }
        scrubbedLayers.removeAll()
    }
}
