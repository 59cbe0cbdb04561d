import Foundation

/// Who is first responder (one at a time, as on a single-scene iPhone app).
@MainActor
final class FirstResponderTracker {
    /// The current runtime's tracker.
    static var current: FirstResponderTracker { UIKitRuntime.current.firstResponder }

    /// The first responder, if any.
    weak var responder: UIResponder?

    /// No first responder yet.
    init() {}

    /// `becomeFirstResponder()`: `responder` takes over when it can and the
    /// current one resigns; a view must be in a window.
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
        if self.responder === responder { return true }
        guard responder.canBecomeFirstResponder else { return false }
        if let view = responder as? UIView, view.window == nil { return false }
        if let old = self.responder {
            guard old.resignFirstResponder() else { return false }
        }
        self.responder = responder
        return true
    }

    /// `resignFirstResponder()`: true when `responder` is not (or no longer) first responder.
    func resign(_ responder: UIResponder) -> Bool {
        guard self.responder === responder else { return true }
        guard responder.canResignFirstResponder else { return false }
        self.responder = nil
        return true
    }

    /// The first responder's view left the window: it is first responder
    /// no more, without being asked, and hears of it
    /// (``UIResponder/firstResponderStatusWasTakenAway()``).
    func takeAway() {
        guard let old = responder else { return }
        responder = nil
        old.firstResponderStatusWasTakenAway()
    }
}
