import Foundation

/// Checks for target-action pairs given as method references through
/// `Self` (`action: Self.handle`), which Swift types by the dynamic `Self`
/// rather than by the target's class: the target must be an instance of
/// the method's type.
enum TypedTarget {
    /// Whether `target` can receive a method of `Receiver`; otherwise
    /// prints `caller`'s refusal and returns false.
    @MainActor
    static func accepts<Receiver>(_ target: AnyObject, as receiver: Receiver.Type, caller: String) -> Bool {
        guard !(target is Receiver) else { return true }
        UIKitDiagnostics.report(
            "\(caller): target \(type(of: target)) does not respond to an action of \(Receiver.self); not added.")
        return false
    }
}
