import Foundation

extension CALayer {
    /// Whether a commit has included this layer (it is "on screen").
    var isCommitted: Bool {
        stored.presentationSource == nil && stored.creationGeneration < CoreAnimationState.current.storage.commitCount
    }

    /// Whether this is a presentation copy (changes to it do nothing else).
    var isPresentationCopy: Bool { stored.presentationSource != nil || stored.creationGeneration == Int.max }

    /// Sets one model property the way every Core Animation property is
    /// set: ask for the action (before the change), change the model, react
    /// (layout, display), then run the action.
    @inline(__always)
    func change<Value>(_ key: String, _ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value) {
        if isPresentationCopy {
            stored.modelState[keyPath: keyPath] = value
            return
        }
        let action = actionForChange(key)
        let oldBounds = key == "bounds" ? stored.modelState.bounds : nil
        stored.modelState[keyPath: keyPath] = value
        noteTreeChange()
        didChange(key, oldBounds: oldBounds)
        if let action { run(action, forKey: key) }
    }

    /// The action for a property change, capturing the value shown before
    /// the change for animations that need it.
    func actionForChange(_ key: String) -> (any CAAction)? {
        // Used in place, not bound to a local: a local would keep the state
        // retained across the calls below.
        CoreAnimationState.current.ensureTransaction()
        guard !CATransaction.disableActions() else { return nil }
        guard let action = action(forKey: key) else { return nil }
        if !Self.isNoAction(action) {
            let keyPath = LayerKeyPath(key)
            stored.previousValues[key] = presentationState(atMediaTime: CACurrentMediaTime())
                .value(at: keyPath, defaults: customDefault)
        }
        return action
    }

    /// Runs an action for `key`, then forgets the captured previous value.
    func run(_ action: any CAAction, forKey key: String) {
        action.run(forKey: key, object: self, arguments: nil)
        stored.previousValues[key] = nil
    }

    /// Reacts to a model change.
    func didChange(_ key: String, oldBounds: CGRect?) {
        if let oldBounds, oldBounds.size != stored.modelState.bounds.size {
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
        if type(of: self).needsDisplay(forKey: key) {
            setNeedsDisplay()
        }
    }

    /// The action search behind `action(forKey:)`.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return Self.isNoAction(action) ? nil : action
        }
        if let action = actions?[event] { return Self.isNoAction(action) ? nil : action }
        if let styleActions = style?["actions"] as? [String: any CAAction], let action = styleActions[event] {
            return Self.isNoAction(action) ? nil : action
        }
        guard isCommitted else { return nil }
        return type(of: self).defaultAction(forKey: event)
    }

    /// Whether `action` is `NSNull` ("no action"). The exact class —
    /// what delegates answer on nearly every property change — and the
    /// animations view animation blocks answer with are recognised by
    /// their type, without a dynamic cast.
    @inline(__always)
    static func isNoAction(_ action: any CAAction) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: action))
        if type == ObjectIdentifier(NSNull.self) { return true }
        if type == ObjectIdentifier(CABasicAnimation.self) || type == ObjectIdentifier(CASpringAnimation.self) {
            return false
        }
        return action is NSNull
    }

    /// A custom animatable value in `state` (the model's when nil), else
    /// its default; nil when it is not an animatable value.
    func customValue(_ key: String, in state: LayerState? = nil) -> AnimatableValue? {
        let value = (state ?? stored.modelState).custom[key] ?? customDefault(key)
        if case .discrete = value { return nil }
        return value
    }

    /// A custom colour of the model: nil if it was set to nil.
    func customColor(_ key: String) -> CGColor? {
        if stored.nilledColorKeys.contains(key) { return nil }
        return customValue(key)?.rgbaValue?.cgColor
    }

    /// Sets a custom colour; nil is kept as clear colour (see
    /// ``customColor(_:)``).
    func setCustomColor(_ color: CGColor?, forKey key: String) {
        let value = color.map(RGBAColor.init) ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        setKeyedValue(AnimatableValue.color(value), forKeyPath: key)
        if color == nil {
            stored.nilledColorKeys.insert(key)
        } else {
            stored.nilledColorKeys.remove(key)
        }
        noteTreeChange()
    }

    /// The default value of a custom key, as an animatable value.
    func customDefault(_ key: String) -> AnimatableValue {
        if let styled = style?[key] { return AnimatableValue(styled) }
        return AnimatableValue(type(of: self).defaultValue(forKey: key))
    }
}
