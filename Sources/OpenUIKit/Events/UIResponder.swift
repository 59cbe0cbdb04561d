import Foundation

/// An object that can respond to and handle events: the base of views,
/// view controllers, windows and the application.
///
/// The responder chain runs through ``next``: a view's next responder is
/// its view controller (if it is one's root view) or its superview; a
/// window's is the application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first-responder status (default true).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        FirstResponderTracker.current.responder === self
    }

    /// Asks to become first responder; succeeds when `canBecomeFirstResponder`
    /// is true, the current first responder resigns, and (for views) the
    /// responder is in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        FirstResponderTracker.current.makeFirstResponder(self)
    }

    /// Gives up first-responder status; succeeds when
    /// `canResignFirstResponder` is true.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        FirstResponderTracker.current.resign(self)
    }

    /// The view shown instead of the system keyboard while this responder
    /// is first responder (default nil). OpenUIKit shows no keyboard and no
    /// input views: the value is kept for code that reads it.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while this responder is first
    /// responder (default nil; kept, never shown — see ``inputView``).
    open var inputAccessoryView: UIView? { nil }

    /// Called on each object a storyboard made once its outlets are
    /// connected: a controller right after it was made (before its view
    /// loads; traits are still empty then), the views of a scene when the
    /// controller's view is built (before its `viewDidLoad`). The default
    /// does nothing; overrides call `super`. UIKit declares it on
    /// `NSObject`; here only responders (views and controllers) hear it.
    open func awakeFromNib() {}

    /// Called when the responder stopped being first responder without
    /// resigning (its view left the window). The default does nothing; a
    /// text field ends editing.
    func firstResponderStatusWasTakenAway() {}

    // MARK: Actions

    /// Whether this responder performs `action` (UIKit: whether it
    /// implements the method, and agrees). The default is false.
    ///
    /// Difference from UIKit: without an Objective-C runtime no method is
    /// found by name, so a responder that handles an action says so by
    /// overriding this method (UIKit's view controllers answer for the
    /// show actions they route, see ``Selector``).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        false
    }

    /// The responder that performs `action`: this one if
    /// ``canPerformAction(_:withSender:)`` says so, else the first one up
    /// the chain (``next``) that does; nil when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Touches

    /// One or more fingers touched down. The default passes the message up
    /// the responder chain (to ``next``), as UIKit's does.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes the message up the responder chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted. The default passes the message up the responder chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a gesture recognizer took them, or the
    /// system interrupted). The default passes the message up the chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
