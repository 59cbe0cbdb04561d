import Foundation

/// Foundation's protocol for `observe(_:options:changeHandler:)`, which
/// Foundation on Linux lacks; OpenUIKit's views adopt it (see
/// ``NSKeyValueObservation`` for what is reported and when).
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

extension UIView {
    /// Checks this view's key-value observations (a setter of an observed
    /// property calls it after the change; free when nothing observes).
    func keyValueDidChange() {
        UIKitRuntime.current.keyValueObservations.objectDidChange(self)
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Observes the value at `keyPath`: `changeHandler` runs with the view
    /// and the change each time the value differs from the last one
    /// reported (and once at once with `.initial`), until the observation
    /// is invalidated or released. See ``NSKeyValueObservation`` for which
    /// changes are seen.
    @preconcurrency @MainActor
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        makeObservation(keyPath, options: options, isUnchanged: ==, changeHandler: changeHandler)
    }

    /// Observes a value that is not `Equatable`: `changeHandler` runs each
    /// time a watched setter of the view runs (see ``NSKeyValueObservation``).
    @preconcurrency @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        makeObservation(keyPath, options: options, isUnchanged: { _, _ in false }, changeHandler: changeHandler)
    }

    /// The observation, registered, after the `.initial` call if asked.
    @MainActor
    private func makeObservation<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions,
        isUnchanged: @escaping (Value, Value) -> Bool,
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation(object: self) { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            guard !isUnchanged(value, last) else { return }
            let old = last
            last = value
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? value : nil,
                oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil, isPrior: false))
        }
        UIKitRuntime.current.keyValueObservations.add(observation, of: ObjectIdentifier(self))
        return observation
    }
}
