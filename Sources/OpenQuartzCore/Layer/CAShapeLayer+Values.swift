import Foundation

extension CAShapeLayer {
    /// The value of a shape property in `state` (the model's by default):
    /// what is set, else the class's default (a colour set to nil is clear
    /// here; ``CALayer/customColor(_:)`` reads it back as nil).
    func shapeValue(_ key: String, in state: LayerState? = nil) -> AnimatableValue? {
        customValue(key, in: state)
    }

    /// A number property's model value.
    func shapeNumber(_ key: String) -> CGFloat {
        CGFloat(shapeValue(key)?.number ?? 0)
    }

    /// A name property's model value (rule, cap, join).
    func shapeName(_ key: String) -> String {
        stored.modelState.discreteValue(key, as: String.self) ?? type(of: self).defaultValue(forKey: key) as? String ?? ""
    }

    /// Sets an animatable shape property through the layer's actions, as
    /// `setValue(_:forKey:)` does (nil: the property's "none").
    func setShapeValue(_ value: AnimatableValue?, _ key: String) {
        setKeyedValue(value, forKeyPath: key)
    }

    /// Sets a name property (not animatable): kept in the model, so a
    /// change is redrawn.
    func setShapeName(_ name: String, _ key: String) {
        setDiscreteValue(name, forKey: key)
    }
}

extension AnimatableValue {
    /// The path, if this is one.
    var pathValue: CGPath? {
        if case .path(let path) = self { return path }
        return nil
    }

    /// The colour, if this is one.
    var rgbaValue: RGBAColor? {
        if case .color(let color) = self { return color }
        return nil
    }
}
