import Foundation

/// One row of a control's dispatch table: a target-action pair (target
/// held weakly) or a ``UIAction`` (held strongly), with the events it
/// answers.
@MainActor
struct ControlDispatchEntry {
    /// The target of a target-action pair (nil for actions, or once the target is gone).
    weak var target: AnyObject?
    /// The action of an action row.
    let action: UIAction?
    /// Calls a target-action pair's method (nil for action rows).
    let invoke: ((UIControl, UIEvent?) -> Void)?
    /// The events the row answers.
    var events: UIControl.Event

    /// A target-action row.
    init(target: AnyObject, events: UIControl.Event, invoke: @escaping (UIControl, UIEvent?) -> Void) {
        self.target = target
        self.action = nil
        self.invoke = invoke
        self.events = events
    }

    /// An action row.
    init(action: UIAction, events: UIControl.Event) {
        self.target = nil
        self.action = action
        self.invoke = nil
        self.events = events
    }

    /// Whether the row can still be called (its target is alive, or it is an action).
    var isLive: Bool { action != nil || target != nil }
}
