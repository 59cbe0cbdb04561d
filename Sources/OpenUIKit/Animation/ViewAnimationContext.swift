import Foundation

/// What an enclosing `UIView.animate…` block asks for, while it runs.
///
/// Blocks nest: a block's context is on top of the stack while its
/// `animations` closure runs, and views consult the top context when a
/// layer property changes (``UIView/action(for:forKey:)``).
@MainActor
final class ViewAnimationContext {
    /// How values move.
    enum Timing {
        /// A Bézier timing curve.
        case curve(CAMediaTimingFunction)
        /// A damped spring (Core Animation parameters).
        case spring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat)
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: Timing
    /// Changes in a `performWithoutAnimation` block do not animate.
    let disablesAnimation: Bool
    let group: ViewAnimationGroup
    /// Set while recording keyframes.
    var keyframes: KeyframeRecorder?
    /// Set while a property animator records its blocks: receives each
    /// change (layer, key, shown value before, model value after).
    var trackRecorder: ((CALayer, String, Any?, Any?) -> Void)?

    /// The innermost block's context in the current runtime, if a block runs.
    static var current: ViewAnimationContext? {
        UIKitRuntime.current.viewAnimation.contexts.last
    }

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
        disablesAnimation: Bool = false, group: ViewAnimationGroup
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.disablesAnimation = disablesAnimation
        self.group = group
    }

    /// A nested block's context: UIKit's inheritance rules — the enclosing
    /// block's duration, curve and options win unless the block overrides
    /// them.
    static func nested(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
        group: ViewAnimationGroup
    ) -> ViewAnimationContext {
        guard let outer = current, !outer.disablesAnimation else {
            return ViewAnimationContext(duration: duration, delay: delay, options: options, timing: timing, group: group)
        }
        let inheritedDuration = options.contains(.overrideInheritedDuration) ? duration : outer.duration
        var inheritedTiming = timing
        if !options.contains(.overrideInheritedCurve), case .curve = timing { inheritedTiming = outer.timing }
        var inheritedOptions = options
        if !options.contains(.overrideInheritedOptions) {
            inheritedOptions.formUnion(outer.options.intersection([.repeat, .autoreverse, .allowUserInteraction]))
        }
        let context = ViewAnimationContext(
            duration: inheritedDuration, delay: delay, options: inheritedOptions, timing: inheritedTiming, group: group)
        context.keyframes = outer.keyframes
        context.trackRecorder = outer.trackRecorder
        return context
    }

    /// Runs `body` with this context on top of the stack.
    func run(_ body: () -> Void) {
        let state = ViewAnimationState.current
        state.contexts.append(self)
        body()
        state.contexts.removeLast()
    }
}

/// Collects a block's animations and calls its completion once all of them
/// stopped: `finished` is true only if none was removed early.
@MainActor
final class ViewAnimationGroup: CAAnimationDelegate {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var completion: ((Bool) -> Void)?
    /// Animations of this group replaced by a later change in the same
    /// group (not an interruption).
    private var superseded: Set<ObjectIdentifier> = []

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func animationAdded() {
        pending += 1
    }

    func supersede(_ animation: CAAnimation) {
        superseded.insert(ObjectIdentifier(animation))
    }

    /// No more animations will join: completes now (on the next turn) if
    /// none did.
    func seal() {
        sealed = true
        if pending == 0 {
            UIKitRuntime.current.deferToNextTurn { [self] in finish() }
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let replaced = superseded.remove(ObjectIdentifier(anim)) != nil
        if !flag && !replaced { allFinished = false }
        pending -= 1
        if sealed && pending == 0 { finish() }
    }

    private func finish() {
        guard let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
