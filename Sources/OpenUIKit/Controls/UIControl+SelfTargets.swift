import Foundation

extension UIControl {
    /// The `(Sender)` form of target-action for a
    /// method reference through `Self` (`action: Self.tapped` inside a
    /// class). A target that is not an instance of the method's type is
    /// refused with a message.
    public func addTarget<Target: AnyObject, Receiver, Sender: UIControl>(
        _ target: Target, action: @escaping (Receiver) -> (Sender) -> Void, for controlEvents: Event
    ) {
        guard TypedTarget.accepts(target, as: Receiver.self, caller: "-[\(type(of: self)) addTarget:action:forControlEvents:]") else { return }
        addDispatchRow(target: target, events: controlEvents) { [weak target] control, _ in
            guard let receiver = target as? Receiver, let target,
                let sender = Self.sender(control, as: Sender.self, target: target)
            else { return }
            action(receiver)(sender)
        }
    }

    /// The `(Sender, UIEvent?)` form of target-action for a method
    /// reference through `Self`.
    public func addTarget<Target: AnyObject, Receiver, Sender: UIControl>(
        _ target: Target, action: @escaping (Receiver) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        guard TypedTarget.accepts(target, as: Receiver.self, caller: "-[\(type(of: self)) addTarget:action:forControlEvents:]") else { return }
        addDispatchRow(target: target, events: controlEvents) { [weak target] control, event in
            guard let receiver = target as? Receiver, let target,
                let sender = Self.sender(control, as: Sender.self, target: target)
            else { return }
            action(receiver)(sender, event)
        }
    }

    /// The argument-less form of target-action for a method reference
    /// through `Self`.
    public func addTarget<Target: AnyObject, Receiver>(
        _ target: Target, action: @escaping (Receiver) -> () -> Void, for controlEvents: Event
    ) {
        guard TypedTarget.accepts(target, as: Receiver.self, caller: "-[\(type(of: self)) addTarget:action:forControlEvents:]") else { return }
        addDispatchRow(target: target, events: controlEvents) { [weak target] _, _ in
            guard let receiver = target as? Receiver else { return }
            action(receiver)()
        }
    }
}
