import Foundation

/// Who is first responder (one at a time, as on a single-scene iPhone app).
@MainActor
final class FirstResponderTracker {
    /// The current runtime's tracker.
    static var current: FirstResponderTracker { UIKitRuntime.current.firstResponder }

    /// The first responder, if any.
    weak var responder: UIResponder?

    /// Told the new first responder (or nil) after each change, once the
    /// change is complete (a hand-over from one responder to another is one
    /// change). The runtime connects the keyboard here.
    var changeObserver: ((UIResponder?) -> Void)?
    /// Nonzero while a hand-over is under way.
    private var handingOver = 0

    private func changed() {
        if handingOver == 0 { changeObserver?(responder) }
    }

    /// No first responder yet.
    init() {}

    /// `becomeFirstResponder()`: `responder` takes over when it can and the
    /// current one resigns; a view must be in a window.
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
        if self.responder === responder { return true }
        guard responder.canBecomeFirstResponder else { return false }
        if let view = responder as? UIView, view.window == nil { return false }
        if let old = self.responder {
            handingOver += 1
            let resigned = old.resignFirstResponder()
            handingOver -= 1
            guard resigned else { return false }
        }
        self.responder = responder
        changed()
        return true
    }

    /// `resignFirstResponder()`: true when `responder` is not (or no longer) first responder.
    func resign(_ responder: UIResponder) -> Bool {
        guard self.responder === responder else { return true }
        guard responder.canResignFirstResponder else { return false }
        self.responder = nil
        changed()
        return true
    }

    /// The first responder's view left the window: it is first responder
    /// no more, without being asked, and hears of it
    /// (``UIResponder/firstResponderStatusWasTakenAway()``).
    func takeAway() {
        guard let old = responder else { return }
        responder = nil
        old.firstResponderStatusWasTakenAway()
        changed()
    }
}
