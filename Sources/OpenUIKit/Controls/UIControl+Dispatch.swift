import Foundation

extension UIControl {
    /// Adds a target-action row.
    func addDispatchRow(target: AnyObject, events: Event, invoke: @escaping (UIControl, UIEvent?) -> Void) {
        dispatchTable.append(ControlDispatchEntry(target: target, events: events, invoke: invoke))
    }

    /// Removes `events` from the rows `matches` picks; rows left without
    /// events (and rows whose target went away) are dropped.
    func removeEvents(_ events: Event, where matches: (ControlDispatchEntry) -> Bool) {
        for index in dispatchTable.indices where matches(dispatchTable[index]) {
            dispatchTable[index].events.subtract(events)
        }
        dispatchTable.removeAll { $0.events.isEmpty || !$0.isLive }
    }

    /// Calls each live row answering any of `events` once, in table order
    /// (rows added or removed by a handler take effect next time).
    func dispatch(_ events: Event, with event: UIEvent?) {
        dispatchTable.removeAll { !$0.isLive }
        for row in dispatchTable where !row.events.isDisjoint(with: events) {
            if let action = row.action {
                sendAction(action)
            } else if row.target != nil {
                row.invoke?(self, event)
            }
        }
    }

    /// The control as `Sender`, or nil (with a console message) when it is another kind.
    static func sender<Sender: UIControl>(_ control: UIControl, as type: Sender.Type, target: AnyObject) -> Sender? {
        if let sender = control as? Sender { return sender }
        UIKitDiagnostics.report(
            "UIControl: not calling an action of \(Swift.type(of: target)) that takes a \(Sender.self) sender "
                + "from a \(Swift.type(of: control)).")
        return nil
    }
}
