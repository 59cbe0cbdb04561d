import Foundation

extension LayerState {
    /// A custom value that does not animate (a name, a count) kept in the
    /// state so a change of it is drawn, if set and of type `Value`.
    func discreteValue<Value>(_ key: String, as type: Value.Type) -> Value? {
        if case .discrete(let value)? = custom[key], let stored = value.value { return stored as? Value }
        return nil
    }
}

extension CALayer {
    /// Sets a custom value that does not animate (see
    /// ``LayerState/discreteValue(_:as:)``): no action runs; the change is
    /// committed with the current transaction.
    func setDiscreteValue(_ value: Any?, forKey key: String) {
        if !isPresentationCopy { CoreAnimationState.current.ensureTransaction() }
        stored.modelState.custom[key] = .discrete(DiscreteValue(value))
        if !isPresentationCopy { noteTreeChange() }
    }
}
