import Foundation

/// An animation frozen into plain values when it is added to a layer, so
/// that evaluating it each frame is arithmetic only. A class, so that a
/// layer's entries hand it out without copying (only the begin time
/// changes, once, when the transaction commits).
@MainActor
final class CompiledAnimation {
    var timing: MediaTimingModel
    let timingFunction: UnitBezier?
    let kind: Kind
    /// A transform animation's endpoints with their decompositions, from
    /// the last evaluation (see `TransformEndpoints`).
    var transformEndpoints: TransformEndpoints?
    /// The fast form of a basic or spring animation of a plain numeric
    /// field, made from ``kind`` once (see ``DirectTrack``): evaluation uses
    /// it instead of the kind when there is one.
    let directTrack: DirectTrack?

    /// `evaluatesDirectly: false` keeps the general evaluation even where a
    /// ``DirectTrack`` could be made (tests compare the two).
    init(timing: MediaTimingModel, timingFunction: UnitBezier?, kind: Kind, evaluatesDirectly: Bool = true) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.kind = kind
        directTrack = evaluatesDirectly ? DirectTrack(kind) : nil
    }

    enum Kind {
        case basic(PropertyTarget, BasicValues)
        case spring(PropertyTarget, BasicValues, DampedSpring)
        case keyframe(PropertyTarget, KeyframeTrack)
        case group([CompiledAnimation])
        case transition(TransitionEffect)
        /// An animation that changes nothing (no key path, nothing to do).
        case none
    }

    /// Where a property animation writes, and how it combines. A class, so
    /// evaluating the animation every frame shares it instead of copying it.
    final class PropertyTarget {
        let keyPath: LayerKeyPath
        let isAdditive: Bool
        let isCumulative: Bool
        let valueFunction: CAValueFunction?

        @MainActor init?(_ animation: CAPropertyAnimation) {
            guard let keyPath = animation.keyPath, !keyPath.isEmpty else { return nil }
            self.keyPath = LayerKeyPath(keyPath)
            isAdditive = animation.isAdditive
            isCumulative = animation.isCumulative
            valueFunction = animation.valueFunction
        }
    }

    /// A basic animation's values; `previous` is what the layer showed just
    /// before the change that added it (for animations with no values).
    /// A class, so evaluating the animation every frame shares the values
    /// (a transform is 128 bytes) instead of copying them.
    final class BasicValues {
        let from: AnimatableValue?
        let to: AnimatableValue?
        let by: AnimatableValue?
        let previous: AnimatableValue?

        @MainActor init(_ animation: CABasicAnimation, previous: AnimatableValue?) {
            from = animation.fromValue.map { AnimatableValue($0) }
            to = animation.toValue.map { AnimatableValue($0) }
            by = animation.byValue.map { AnimatableValue($0) }
            self.previous = previous
        }
    }

    /// A transition's parameters and the picture of the layer before it.
    struct TransitionEffect {
        var type: CATransitionType
        var subtype: CATransitionSubtype?
        var startProgress: Double
        var endProgress: Double
        var before: CGImage?
        var beforeScale: CGFloat
    }
}

extension CompiledAnimation {
    /// Compiles `animation` for `layer`. `previous` is the captured
    /// pre-change value for the animation's key, if any.
    convenience init(_ animation: CAAnimation, layer: CALayer, previous: AnimatableValue?, inheritedDuration: Double) {
        var timing = animation.timingModel
        if timing.duration == 0 { timing.duration = inheritedDuration }
        let kind: Kind
        switch animation {
        case let group as CAAnimationGroup:
            kind = .group((group.animations ?? []).map {
                CompiledAnimation($0, layer: layer, previous: nil, inheritedDuration: timing.duration)
            })
        case let transition as CATransition:
            kind = .transition(TransitionEffect(
                type: transition.type, subtype: transition.subtype,
                startProgress: Double(transition.startProgress.isFinite ? transition.startProgress : 0),
                endProgress: Double(transition.endProgress.isFinite ? transition.endProgress : 1),
                before: Compositor.snapshot(of: layer), beforeScale: Compositor.snapshotScale(for: layer)))
        case let keyframe as CAKeyframeAnimation:
            kind = PropertyTarget(keyframe).map { .keyframe($0, KeyframeTrack(keyframe)) } ?? .none
        case let spring as CASpringAnimation:
            kind = PropertyTarget(spring).map { .spring($0, BasicValues(spring, previous: previous), spring.spring) } ?? .none
        case let basic as CABasicAnimation:
            kind = PropertyTarget(basic).map { .basic($0, BasicValues(basic, previous: previous)) } ?? .none
        default:
            kind = .none
        }
        self.init(timing: timing, timingFunction: animation.timingFunction?.curve, kind: kind)
    }
}

extension CompiledAnimation.BasicValues {
    /// The start and end values given the layer's current value `base`
    /// (Core Animation's from/to/by table).
    func endpoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, base)
        case (nil, let t?, nil): return (base, t)
        case (nil, nil, let b?): return (base, base.adding(b))
        case (nil, nil, nil): return (previous ?? base, base)
        }
    }
}
