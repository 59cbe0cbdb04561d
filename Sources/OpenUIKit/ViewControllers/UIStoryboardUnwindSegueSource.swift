import Foundation

/// What an unwind segue starts from, handed to the controllers UIKit asks
/// while it searches for the segue's destination: the source controller,
/// the unwind action's selector and the sender.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
    private let sourceStorage: UIViewController
    private let actionStorage: Selector
    private let senderStorage: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        sourceStorage = source
        actionStorage = unwindAction
        senderStorage = sender
        super.init()
    }

    /// The controller the unwind segue starts from.
    public var source: UIViewController { sourceStorage }

    /// The unwind action (the destination's method, by selector).
    public var unwindAction: Selector { actionStorage }

    /// The object that triggered the segue.
    public var sender: Any? { senderStorage }
}
