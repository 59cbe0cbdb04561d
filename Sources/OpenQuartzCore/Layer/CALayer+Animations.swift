import Foundation

extension CALayer {
    /// `add(_:forKey:)`: copy, compile, attach, and schedule for the commit.
    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        let state = CoreAnimationState.current
        state.ensureTransaction()
        let copy = anim.addsWithoutCopy ? anim : anim.copy(with: nil) as! CAAnimation
        copy.addsWithoutCopy = false
        let inherited = CATransaction.animationDuration()
        if copy.duration == 0 || copy.duration.isNaN {
            copy.duration = inherited
        }
        if copy.timingFunction == nil, let function = CATransaction.animationTimingFunction(),
           copy is CAPropertyAnimation {
            copy.timingFunction = function
        }
        var previous: AnimatableValue?
        if let property = copy as? CAPropertyAnimation, let keyPath = property.keyPath {
            previous = stored.previousValues[keyPath]
        }
        let compiled = CompiledAnimation(copy, layer: self, previous: previous, inheritedDuration: inherited)
        let resolvedKey = key ?? state.generatedAnimationKey()
        if stored.animationEntries[resolvedKey] != nil {
            removeAnimationEntry(forKey: resolvedKey)
        }
        let entry = LayerAnimationEntry(
            key: resolvedKey, hasGeneratedKey: key == nil, animation: copy, compiled: compiled)
        stored.animationEntries[resolvedKey] = entry
        noteTreeChange()
        state.animationAdded(entry, to: self)
    }

    /// Detaches one animation, telling its delegate it did not finish.
    func removeAnimationEntry(forKey key: String) {
        guard let entry = stored.animationEntries.removeValue(forKey: key) else { return }
        noteTreeChange()
        CoreAnimationState.current.animationRemoved(entry, from: self)
    }

    /// The model with every committed animation applied at the layer's
    /// local time for `mediaTime`.
    func presentationState(atMediaTime mediaTime: CFTimeInterval) -> LayerState {
        guard !stored.animationEntries.isEmpty else { return stored.modelState }
        return presentationState(atLocalTime: localTime(fromMediaTime: mediaTime))
    }

    /// The model with every committed animation applied at `localTime`.
    func presentationState(atLocalTime localTime: CFTimeInterval) -> LayerState {
        var state = stored.modelState
        applyAnimations(to: &state, atLocalTime: localTime)
        return state
    }

    /// Applies every committed animation at `localTime` to `state` (the
    /// model, or a copy of it being made into a presentation).
    func applyAnimations(to state: inout LayerState, atLocalTime localTime: CFTimeInterval) {
        for entry in stored.animationEntries.values where entry.isCommitted {
            entry.compiled.apply(to: &state, parentTime: localTime, defaults: customDefault)
        }
    }
}

extension CALayer {
    /// Whether an attached animation (or one inside an attached group)
    /// animates `zPosition`, so the presentation's drawing order may
    /// differ from the model's.
    var animatesZPosition: Bool {
        guard !stored.animationEntries.isEmpty else { return false }
        return stored.animationEntries.values.contains { $0.animation.animatesKeyPath("zPosition") }
    }
}

extension CAAnimation {
    /// Whether this animation, or one of a group's, animates `keyPath`.
    func animatesKeyPath(_ keyPath: String) -> Bool {
        if let property = self as? CAPropertyAnimation { return property.keyPath == keyPath }
        if let group = self as? CAAnimationGroup { return group.animations?.contains { $0.animatesKeyPath(keyPath) } ?? false }
        return false
    }
}
