import Foundation
@_spi(UIKit) import OpenQuartzCore

/// One property an animator animates: its layer, key and end values.
@MainActor
struct AnimatorTrack {
    weak var layer: CALayer?
    let key: String
    let from: Any?
    var to: Any?
    /// The fraction of the duration after which this track starts.
    let delayFactor: CGFloat

    /// What the track shows at the animator's overall `progress`.
    func value(at progress: CGFloat) -> Any? {
        CAInterpolateValues(from, to, fraction: Double(self.progress(for: progress)))
    }

    /// The track's own progress for the animator's overall progress.
    func progress(for overall: CGFloat) -> CGFloat {
        guard delayFactor > 0 else { return overall }
        guard delayFactor < 1 else { return overall >= 1 ? 1 : 0 }
        return Swift.min(Swift.max((overall - delayFactor) / (1 - delayFactor), 0), 1)
    }
}

/// A run of the animations from one progress to another.
struct RunningSegment {
    let startProgress: CGFloat
    let endProgress: CGFloat
}

extension UIViewPropertyAnimator {
    static let progressKey = "UIViewPropertyAnimator.progress"

    /// Where the animations are: the progress animation's shown value while
    /// running, the scrub position while paused.
    var currentProgress: CGFloat {
        guard let running else { return state == .active || state == .stopped ? pausedProgress : 0 }
        // The progress layer's model holds the run's start, so until the run's
        // animation is committed (or while the layer has never been shown)
        // the start is what it reports.
        guard let layer = progressLayer.presentation(),
              let value = layer.value(forKey: Self.progressKey) as? CGFloat
        else { return running.startProgress }
        return value
    }

    // MARK: Recording

    /// Runs blocks with a context that records their changes as tracks.
    func record(_ blocks: [(block: () -> Void, delayFactor: CGFloat)]) -> [AnimatorTrack] {
        var recorded: [AnimatorTrack] = []
        for (block, delayFactor) in blocks {
            let context = ViewAnimationContext(
                duration: duration, delay: 0, options: [], timing: .curve(CAMediaTimingFunction(name: .linear)),
                group: ViewAnimationGroup(completion: nil))
            context.trackRecorder = { layer, key, from, to in
                if let index = recorded.firstIndex(where: { $0.layer === layer && $0.key == key }) {
                    recorded[index].to = to
                } else {
                    recorded.append(AnimatorTrack(layer: layer, key: key, from: from, to: to, delayFactor: delayFactor))
                }
            }
            CATransaction.begin()
            CATransaction.setDisableActions(false)
            context.run(block)
            CATransaction.commit()
        }
        return recorded
    }

    func ensureRecorded() {
        guard !pendingBlocks.isEmpty else { return }
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        tracks += record(blocks)
    }

    // MARK: State changes

    func start(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            UIKitDiagnostics.report("UIViewPropertyAnimator: startAnimation() called on a stopped animator; ignored.")
        case .active where running != nil:
            return
        case .inactive:
            self.delay = delay
            ensureRecorded()
            state = .active
            pausedProgress = reversed ? 1 : 0
            run(from: pausedProgress, delay: delay, timing: timingParameters, durationFactor: 1)
        case .active:
            run(from: pausedProgress, delay: delay, timing: timingParameters, durationFactor: 1)
        }
    }

    func pause() {
        switch state {
        case .stopped:
            UIKitDiagnostics.report("UIViewPropertyAnimator: pauseAnimation() called on a stopped animator; ignored.")
        case .inactive:
            ensureRecorded()
            state = .active
            showPaused(at: reversed ? 1 : 0)
        case .active:
            guard running != nil else { return }
            guard interruptible else {
                UIKitDiagnostics.report("UIViewPropertyAnimator: pauseAnimation() called on an uninterruptible animator; ignored.")
                return
            }
            showPaused(at: currentProgress)
        }
    }

    func scrub(to value: CGFloat) {
        guard value.isFinite else { return }
        switch state {
        case .stopped:
            return
        case .inactive:
            pause()
            showPaused(at: value)
        case .active:
            guard running == nil else { return }
            showPaused(at: value)
        }
    }

    func setReversed(_ newValue: Bool) {
        guard newValue != reversed else { return }
        reversed = newValue
        guard state == .active, running != nil else { return }
        run(from: currentProgress, delay: 0, timing: timingParameters, durationFactor: 1)
    }

    func resume(with parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        switch state {
        case .stopped:
            UIKitDiagnostics.report("UIViewPropertyAnimator: continueAnimation called on a stopped animator; ignored.")
        case .inactive:
            start(afterDelay: 0)
        case .active:
            let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
            run(from: currentProgress, delay: 0, timing: parameters ?? timingParameters, durationFactor: factor)
        }
    }

    func stop(withoutFinishing: Bool) {
        guard state == .active || (state == .stopped && withoutFinishing) else { return }
        guard interruptible || state == .stopped else {
            UIKitDiagnostics.report("UIViewPropertyAnimator: stopAnimation() called on an uninterruptible animator; ignored.")
            return
        }
        pausedProgress = currentProgress
        freezeTracksWhereShown()
        running = nil
        runGeneration += 1
        progressLayer.removeAnimation(forKey: Self.progressKey)
        state = withoutFinishing ? .inactive : .stopped
    }

    func finish(at position: UIViewAnimatingPosition) {
        guard state == .stopped else {
            UIKitDiagnostics.report(
                "UIViewPropertyAnimator: finishAnimation(at:) called on an animator that is not stopped; ignored.")
            return
        }
        if position != .current {
            setModel(position == .end ? \.to : \.from)
        }
        state = .inactive
        runCompletions(position)
    }

    func add(_ block: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? Swift.min(Swift.max(delayFactor, 0), 1) : 0
        switch state {
        case .stopped:
            UIKitDiagnostics.report("UIViewPropertyAnimator: addAnimations() called on a stopped animator; ignored.")
        case .inactive:
            pendingBlocks.append((block, factor))
        case .active:
            let progress = currentProgress
            // Blocks added late start after `factor` of the remaining time.
            let start = progress + (1 - progress) * factor
            let added = record([(block, start)])
            tracks += added
            if running != nil {
                run(from: progress, delay: 0, timing: timingParameters, durationFactor: 1)
            } else {
                showPaused(at: progress)
            }
        }
    }

    func setWhileInactive(_ keyPath: ReferenceWritableKeyPath<UIViewPropertyAnimator, Bool>, _ value: Bool, name: String) {
        guard state == .inactive else {
            UIKitDiagnostics.report("UIViewPropertyAnimator: \(name) cannot be changed on an active animator; ignored.")
            return
        }
        self[keyPath: keyPath] = value
    }

    // MARK: Animations

    /// Runs the tracks from `progress` to their end (or start, reversed)
    /// from what is shown now.
    func run(from progress: CGFloat, delay: TimeInterval, timing parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        let target: CGFloat = reversed ? 0 : 1
        let remainingFraction = Swift.min(Swift.max(abs(target - progress), 0), 1)
        let runDuration = Swift.max(duration * Double(remainingFraction * durationFactor), 0)
        let timing = Self.timing(parameters, duration: runDuration)
        runGeneration += 1
        let generation = runGeneration
        running = RunningSegment(startProgress: progress, endProgress: target)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in tracks {
            guard let layer = track.layer else { continue }
            let shown = track.value(at: progress)
            let end = reversed ? track.from : track.to
            let animation = Self.animation(key: track.key, timing: timing, duration: runDuration)
            animation.fromValue = shown
            animation.toValue = end
            if delay > 0 {
                animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                animation.fillMode = .backwards
            }
            layer.setValue(end, forKeyPath: track.key)
            layer.add(animation, forKey: track.key)
        }
        let progressAnimation = Self.animation(key: Self.progressKey, timing: timing, duration: runDuration)
        progressAnimation.fromValue = progress
        progressAnimation.toValue = target
        if delay > 0 {
            progressAnimation.beginTime = progressLayer.convertTime(CACurrentMediaTime(), from: nil) + delay
            progressAnimation.fillMode = .backwards
        }
        progressAnimation.delegate = RunEnd(animator: self, generation: generation)
        progressAnimation.fillMode = .both
        progressAnimation.isRemovedOnCompletion = false
        progressLayer.setValue(progress, forKey: Self.progressKey)
        progressLayer.add(progressAnimation, forKey: Self.progressKey)
        CATransaction.commit()
    }

    /// Shows the tracks stopped at `progress` (speed-0 animations).
    func showPaused(at progress: CGFloat) {
        pausedProgress = progress
        running = nil
        runGeneration += 1
        progressLayer.removeAnimation(forKey: Self.progressKey)
        let curve = (timingParameters?.cubicTimingParameters?.timingFunction).flatMap { scrubsLinearly ? nil : $0 }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in tracks {
            guard let layer = track.layer else { continue }
            let animation = CABasicAnimation(keyPath: track.key)
            animation.fromValue = track.from
            animation.toValue = track.to
            animation.duration = 1
            animation.speed = 0
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            let trackProgress = Double(track.progress(for: progress))
            if let curve {
                animation.timingFunction = curve
                animation.timeOffset = Swift.min(Self.time(for: trackProgress, on: curve), 1 - 1e-7)
            } else {
                animation.timeOffset = Swift.min(Swift.max(trackProgress, 0), 1 - 1e-7)
            }
            layer.add(animation, forKey: track.key)
        }
        CATransaction.commit()
    }

    /// Removes the tracks' animations, leaving each property at the value shown now.
    func freezeTracksWhereShown() {
        let progress = currentProgress
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in tracks {
            guard let layer = track.layer else { continue }
            let shown = track.value(at: progress)
            layer.removeAnimation(forKey: track.key)
            layer.setValue(shown, forKeyPath: track.key)
        }
        CATransaction.commit()
    }

    func setModel(_ value: KeyPath<AnimatorTrack, Any?>) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in tracks {
            guard let layer = track.layer else { continue }
            layer.removeAnimation(forKey: track.key)
            layer.setValue(track[keyPath: value], forKeyPath: track.key)
        }
        CATransaction.commit()
    }

    /// The run reached its end.
    func runEnded(generation: Int) {
        guard generation == runGeneration, let running else { return }
        if pausesOnCompletion {
            showPaused(at: running.endProgress)
            return
        }
        self.running = nil
        pausedProgress = running.endProgress
        progressLayer.removeAnimation(forKey: Self.progressKey)
        state = .inactive
        runCompletions(running.endProgress >= 1 ? .end : .start)
    }

    func runCompletions(_ position: UIViewAnimatingPosition) {
        let due = completions
        completions.removeAll()
        for completion in due { completion(position) }
    }

    static func timing(_ parameters: (any UITimingCurveProvider)?, duration: TimeInterval) -> ViewAnimationContext.Timing {
        if let spring = parameters?.springTimingParameters {
            return spring.timing(duration: duration)
        }
        return .curve(parameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
    }

    static func animation(key: String, timing: ViewAnimationContext.Timing, duration: TimeInterval) -> CABasicAnimation {
        switch timing {
        case .curve(let function):
            let animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = function
            animation.duration = Swift.max(duration, 1e-6)
            return animation
        case .spring(let mass, let stiffness, let damping, let velocity):
            let animation = CASpringAnimation(keyPath: key)
            animation.mass = mass
            animation.stiffness = stiffness
            animation.damping = damping
            animation.initialVelocity = velocity
            animation.duration = Swift.max(duration, 1e-6)
            return animation
        }
    }

    /// The time fraction at which `curve` reaches `progress` (bisection:
    /// timing curves are monotonic in time).
    static func time(for progress: Double, on curve: CAMediaTimingFunction) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if curve.value(atTime: mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}

/// Tells an animator its progress animation ended.
@MainActor
final class RunEnd: CAAnimationDelegate {
    weak var animator: UIViewPropertyAnimator?
    let generation: Int

    init(animator: UIViewPropertyAnimator, generation: Int) {
        self.animator = animator
        self.generation = generation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        animator?.runEnded(generation: generation)
    }
}
