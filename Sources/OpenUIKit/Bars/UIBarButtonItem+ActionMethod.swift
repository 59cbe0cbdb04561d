import Foundation

extension UIBarButtonItem {
    /// The method a bar button item calls on its target: OpenUIKit's
    /// stand-in for the `Selector` UIKit's ``UIBarButtonItem/action`` holds
    /// (Linux has no selectors).
    ///
    /// Make one from an unapplied method reference taking the item, or
    /// nothing: `ActionMethod(EditorViewController.save)`. The method runs
    /// only on a target that is an instance of its type; any other target
    /// gets a console message instead, as UIKit's "unrecognized selector"
    /// would stop the app.
    @MainActor
    public struct ActionMethod {
        /// Whether a target can receive the method (printing a message
        /// naming `caller` when it cannot).
        let accepts: (AnyObject, String) -> Bool
        /// Calls the method on a target that ``accepts`` approved.
        let invoke: (AnyObject, UIBarButtonItem) -> Void

        /// A method taking the tapped item.
        public init<Receiver>(_ method: @escaping (Receiver) -> (UIBarButtonItem) -> Void) {
            accepts = { target, caller in TypedTarget.accepts(target, as: Receiver.self, caller: caller) }
            invoke = { target, item in
                guard let receiver = target as? Receiver else { return }
                method(receiver)(item)
            }
        }

        /// A method without arguments.
        public init<Receiver>(_ method: @escaping (Receiver) -> () -> Void) {
            accepts = { target, caller in TypedTarget.accepts(target, as: Receiver.self, caller: caller) }
            invoke = { target, _ in
                guard let receiver = target as? Receiver else { return }
                method(receiver)()
            }
        }
    }
}
