import Foundation

/// A method of a view controller that a storyboard names by its
/// Objective-C selector: an action (`@IBAction`), an unwind action, or a
/// segue action (`@IBSegueAction`). An OpenUIKit addition.
///
/// Linux Swift cannot call a method by its name, so a controller lists the
/// methods its storyboard names in ``UIViewController/storyboardActions``,
/// each as a method reference the compiler checks:
///
/// ```swift
/// override var storyboardActions: [String: UIStoryboardActionHandler] {
///     [
///         "save:": .action(save),                  // @IBAction func save(_ sender: UIButton)
///         "unwindToList:": .unwind(unwindToList),  // @IBAction func unwindToList(_ segue: UIStoryboardSegue)
///         "makeDetail:": .segueAction(makeDetail), // @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController?
///     ]
/// }
/// ```
///
/// A storyboard naming a selector the controller does not list is
/// reported with the storyboard, the scene and the selector.
@preconcurrency @MainActor
public struct UIStoryboardActionHandler {
    enum Kind {
        case action(@MainActor (Any?) -> Bool)
        case unwind(@MainActor (UIStoryboardSegue) -> Void)
        case segueAction(@MainActor (NSCoder, Any?, String?) -> UIViewController?)
    }

    let kind: Kind

    /// Whether the handler is an unwind action.
    var isUnwind: Bool {
        if case .unwind = kind { return true }
        return false
    }
    /// What the method takes, for messages (`"UIButton"`).
    let parameterDescription: String

    /// An action taking its sender; called only with a sender of type
    /// `Sender` (another sender is reported and the action not called).
    public static func action<Sender>(_ method: @escaping @MainActor (Sender) -> Void) -> UIStoryboardActionHandler {
        UIStoryboardActionHandler(
            kind: .action { sender in
                guard let sender = sender as? Sender else { return false }
                method(sender)
                return true
            },
            parameterDescription: "\(Sender.self)")
    }

    /// An action without parameters.
    public static func action(_ method: @escaping @MainActor () -> Void) -> UIStoryboardActionHandler {
        UIStoryboardActionHandler(kind: .action { _ in method(); return true }, parameterDescription: "nothing")
    }

    /// An unwind action (`func unwindToX(_ segue: UIStoryboardSegue)`).
    public static func unwind(_ method: @escaping @MainActor (UIStoryboardSegue) -> Void) -> UIStoryboardActionHandler {
        UIStoryboardActionHandler(kind: .unwind(method), parameterDescription: "UIStoryboardSegue")
    }

    /// A segue action making the destination from the coder.
    public static func segueAction(_ method: @escaping @MainActor (NSCoder) -> UIViewController?) -> UIStoryboardActionHandler {
        UIStoryboardActionHandler(kind: .segueAction { coder, _, _ in method(coder) }, parameterDescription: "NSCoder")
    }

    /// A segue action making the destination from the coder and the sender.
    public static func segueAction(_ method: @escaping @MainActor (NSCoder, Any?) -> UIViewController?) -> UIStoryboardActionHandler {
        UIStoryboardActionHandler(kind: .segueAction { coder, sender, _ in method(coder, sender) }, parameterDescription: "NSCoder, Any?")
    }

    /// A segue action making the destination from the coder, the sender and
    /// the segue's identifier.
    public static func segueAction(
        _ method: @escaping @MainActor (NSCoder, Any?, String?) -> UIViewController?
    ) -> UIStoryboardActionHandler {
        UIStoryboardActionHandler(kind: .segueAction(method), parameterDescription: "NSCoder, Any?, String?")
    }
}
