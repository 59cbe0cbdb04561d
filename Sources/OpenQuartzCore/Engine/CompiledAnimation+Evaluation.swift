import Foundation

extension CompiledAnimation {
    /// Applies the animation's value at `parentTime` (its parent's local
    /// time: the layer's, or the group's) to `state`. Does nothing outside
    /// the active duration unless the fill mode says so.
    func apply(to state: inout LayerState, parentTime: Double, defaults: (String) -> AnimatableValue) {
        let progress: (fraction: Double, iteration: Int)
        switch timing.phase(atParentTime: parentTime) {
        case .before:
            guard timing.fillMode.fillsBackwards else { return }
            progress = timing.initialProgress
        case .after:
            guard timing.fillMode.fillsForwards else { return }
            progress = timing.finalProgress
        case .active(let activeTime):
            progress = timing.iterationProgress(activeTime: activeTime)
        }
        apply(to: &state, fraction: progress.fraction, iteration: progress.iteration, defaults: defaults)
    }

    /// `a` interpolated to `b` at `t`. Transforms go through the endpoints'
    /// decompositions, made once and kept while the endpoints stay the same.
    private func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, t: Double) -> AnimatableValue {
        guard case .transform(let from) = a, case .transform(let to) = b else { return a.interpolated(to: b, t: t) }
        if let cached = transformEndpoints, cached.matches(from: from, to: to) {
            return .transform(cached.interpolate(t: t))
        }
        let endpoints = TransformEndpoints(from: from, to: to)
        transformEndpoints = endpoints
        return .transform(endpoints.interpolate(t: t))
    }

    /// The eased fraction (the timing function applied).
    func eased(_ fraction: Double) -> Double {
        timingFunction?.value(atX: fraction) ?? fraction
    }

    private func apply(
        to state: inout LayerState, fraction: Double, iteration: Int, defaults: (String) -> AnimatableValue
    ) {
        if let track = directTrack {
            let progress = track.spring.map { $0.progress(at: fraction * timing.duration) } ?? eased(fraction)
            track.apply(to: &state, progress: progress)
            return
        }
        switch kind {
        case .none:
            return
        case .basic(let target, let values):
            let base = state.value(at: target.keyPath, defaults: defaults)
            let (a, b) = values.endpoints(base: base)
            if target.keyPath.builtIn == .contents, case .discrete(let from) = a, case .discrete(let to) = b {
                // Contents cross-fade, as Core Animation animates images.
                state.contents = to.value
                state.contentsTransition = (from.value, eased(fraction))
                return
            }
            let value = interpolate(a, b, t: eased(fraction))
            write(value, span: (a, b), iteration: iteration, target: target, base: base, into: &state, defaults: defaults)
        case .spring(let target, let values, let spring):
            let base = state.value(at: target.keyPath, defaults: defaults)
            let (a, b) = values.endpoints(base: base)
            let value = interpolate(a, b, t: spring.progress(at: fraction * timing.duration))
            write(value, span: (a, b), iteration: iteration, target: target, base: base, into: &state, defaults: defaults)
        case .keyframe(let target, let track):
            guard let (value, tangent) = track.value(at: eased(fraction)) else { return }
            let base = state.value(at: target.keyPath, defaults: defaults)
            let span = (track.values.first ?? value, track.values.last ?? value)
            write(value, span: span, iteration: iteration, target: target, base: base, into: &state, defaults: defaults)
            if let tangent, let mode = track.rotation {
                let angle = tangent + (mode == .rotateAutoReverse ? Double.pi : 0)
                state.transform = CATransform3DConcat(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1), state.transform)
            }
        case .group(let children):
            let childTime = eased(fraction) * timing.duration
            for child in children {
                child.apply(to: &state, parentTime: childTime, defaults: defaults)
            }
        case .transition(let effect):
            let p = effect.startProgress + (effect.endProgress - effect.startProgress) * eased(fraction)
            state.transition = LayerTransitionState(effect: effect, progress: Swift.min(Swift.max(p, 0), 1))
        }
    }

    /// Writes an animated value: cumulative repeats, value functions and
    /// additive combination, then into the key path.
    private func write(
        _ raw: AnimatableValue, span: (AnimatableValue, AnimatableValue), iteration: Int, target: PropertyTarget,
        base: AnimatableValue, into state: inout LayerState, defaults: (String) -> AnimatableValue
    ) {
        var value = raw
        if target.isCumulative && iteration > 0 {
            value = value.adding(span.1.subtracting(span.0).scaled(by: Double(iteration)))
        }
        if let function = target.valueFunction {
            value = .transform(function.transform(for: value.numbers))
        }
        if target.isAdditive {
            value = base.adding(value)
        }
        state.setValue(value, at: target.keyPath, defaults: defaults)
    }
}

/// A running transition as the compositor sees it.
struct LayerTransitionState {
    var effect: CompiledAnimation.TransitionEffect
    var progress: Double
}
