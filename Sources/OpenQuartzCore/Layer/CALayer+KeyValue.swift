import Foundation

extension CALayer {
    /// The value at `keyPath` as ``presentation()`` shows it (the model's
    /// for a layer not yet committed), without making the copy when no
    /// animation is attached (the presentation then equals the model).
    package func presentationValue(forKeyPath keyPath: String) -> Any? {
        if stored.animationEntries.isEmpty || !isCommitted { return value(forKeyPath: keyPath) }
        return (presentation() ?? self).value(forKeyPath: keyPath)
    }

    /// Reads a Core Animation key path or a custom key.
    func keyedValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "name": return name
        case "frame": return frame
        case "contentsGravity": return contentsGravity
        case "cornerCurve": return cornerCurve
        case "maskedCorners": return maskedCorners
        case "needsDisplayOnBoundsChange": return needsDisplayOnBoundsChange
        case "allowsGroupOpacity": return allowsGroupOpacity
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "beginTime": return beginTime
        default: break
        }
        let path = LayerKeyPath(keyPath)
        if case .custom(let key) = path.property, stored.modelState.custom[key] == nil {
            if let value = stored.customStore[key] { return value }
            return style?[key] ?? type(of: self).defaultValue(forKey: key)
        }
        return stored.modelState.value(at: path, defaults: customDefault).anyValue
    }

    /// Writes a Core Animation key path (through the same actions as the
    /// typed property) or a custom key.
    func setKeyedValue(_ value: Any?, forKeyPath keyPath: String) {
        switch keyPath {
        case "name": name = value as? String; return
        case "frame": if let v = value as? CGRect { frame = v }; return
        case "speed": if let v = AnimatableValue(value).number { speed = Float(v) }; return
        case "timeOffset": if let v = AnimatableValue(value).number { timeOffset = v }; return
        case "beginTime": if let v = AnimatableValue(value).number { beginTime = v }; return
        default: break
        }
        let path = LayerKeyPath(keyPath)
        let converted = AnimatableValue(value)
        if case .custom(let key) = path.property {
            switch converted {
            case .discrete:
                // Not animatable: keep the value as given.
                stored.customStore[key] = value
                stored.modelState.custom[key] = nil
                noteTreeChange()
                if !isPresentationCopy { CoreAnimationState.current.ensureTransaction() }
                if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
                return
            default:
                stored.customStore[key] = nil
            }
        }
        if isPresentationCopy {
            stored.modelState.setValue(converted, at: path, defaults: customDefault)
            return
        }
        let actionKey = path.isCustomProperty ? keyPath : String(keyPath.prefix { $0 != "." })
        let action = actionForChange(actionKey)
        let oldBounds = path.builtIn == .bounds ? stored.modelState.bounds : nil
        stored.modelState.setValue(converted, at: path, defaults: customDefault)
        noteTreeChange()
        didChange(keyPath, oldBounds: oldBounds)
        if let action { run(action, forKey: actionKey) }
    }
}
