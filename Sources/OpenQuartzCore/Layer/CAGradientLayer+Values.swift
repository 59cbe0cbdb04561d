import Foundation

extension CAGradientLayer {
    /// The colours in `state`, from their flattened sRGB components.
    func gradientColors(in state: LayerState) -> [RGBAColor]? {
        guard let components = state.custom[Key.colors]?.vectorValue else { return nil }
        return stride(from: 0, to: components.count - 3, by: 4).map {
            RGBAColor(red: components[$0], green: components[$0 + 1], blue: components[$0 + 2], alpha: components[$0 + 3])
        }
    }

    /// A point property in `state` (its default when unset).
    func gradientPoint(_ key: String, in state: LayerState) -> CGPoint {
        if case .point(let point)? = state.custom[key] { return point }
        return Swift.type(of: self).defaultValue(forKey: key) as? CGPoint ?? .zero
    }
}

extension AnimatableValue {
    /// The numbers, if this is a vector.
    var vectorValue: [Double]? {
        if case .vector(let values) = self { return values }
        return nil
    }
}
