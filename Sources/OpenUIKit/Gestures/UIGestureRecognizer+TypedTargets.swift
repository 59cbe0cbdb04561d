import Foundation

/// Target-action with the sender's own type, as iOS code writes it
/// (`@objc func handlePan(_ gesture: UIPanGestureRecognizer)`), and
/// without a sender (`@objc func dismissTapped()`): the forms
/// `openuikit-port` turns `#selector(handlePan(_:))` into.
extension UIGestureRecognizer {
    /// Creates a recognizer calling `action` on `target` (held weakly) with
    /// the recognizer as `Sender` (its class or a superclass of it). A
    /// recognizer that is not a `Sender` is refused with a message at the
    /// first action.
    public convenience init<Target: AnyObject, Receiver, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping (Receiver) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer calling the argument-less `action` on `target`
    /// (held weakly).
    public convenience init<Target: AnyObject, Receiver>(target: Target, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair whose method takes the recognizer as
    /// `Sender` (see ``init(target:action:)-2b0mx``).
    public func addTarget<Target: AnyObject, Receiver, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Receiver) -> (Sender) -> Void
    ) {
        guard TypedTarget.accepts(target, as: Receiver.self, caller: "-[\(type(of: self)) addTarget:action:]") else { return }
        targets.append(GestureTarget(owner: target) { [weak target] recognizer in
            guard let receiver = target as? Receiver else { return }
            guard let sender = recognizer as? Sender else {
                UIKitDiagnostics.report("-[\(type(of: recognizer)) sendAction]: the action takes a \(Sender.self), not a \(type(of: recognizer))")
                return
            }
            action(receiver)(sender)
        })
    }

    /// Adds a target-action pair whose method takes no arguments.
    public func addTarget<Target: AnyObject, Receiver>(_ target: Target, action: @escaping (Receiver) -> () -> Void) {
        guard TypedTarget.accepts(target, as: Receiver.self, caller: "-[\(type(of: self)) addTarget:action:]") else { return }
        targets.append(GestureTarget(owner: target) { [weak target] _ in
            guard let receiver = target as? Receiver else { return }
            action(receiver)()
        })
    }
}
