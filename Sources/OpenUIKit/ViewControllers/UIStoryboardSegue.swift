import Foundation

/// A transition between two view controllers that a storyboard describes
/// (or that code makes): its identifier, its source and destination, and
/// ``perform()``.
///
/// A storyboard makes one each time a segue is triggered, after the
/// destination, and before the source's `prepare(for:sender:)`; then it
/// calls ``perform()``. The segues of the storyboard's kinds (show, show
/// detail, presentation, popover, embed, relationship, legacy push and
/// modal) perform the kind's transition; a custom segue's class overrides
/// ``perform()``.
///
/// Difference from UIKit: ``init(identifier:source:destination:)`` is
/// `required`, so that a storyboard can make a custom segue class it only
/// knows by name (Linux Swift has no Objective-C runtime to do it).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    private var performHandler: (@MainActor () -> Void)?
    /// The transition of a storyboard segue's kind (set by the storyboard).
    var kindTransition: (@MainActor () -> Void)?
    /// Whether an unwind segue animates the containers it goes through (no
    /// when a dismissal animates instead: one visible animation).
    var animatesUnwinding = true

    /// A segue named `identifier` from `source` to `destination`.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// The segue's identifier in the storyboard (nil when it has none).
    open var identifier: String? { identifierStorage }

    /// The controller the segue starts from.
    open var source: UIViewController { sourceStorage }

    /// The controller the segue leads to.
    open var destination: UIViewController { destinationStorage }

    /// Performs the transition: the perform handler, or the storyboard
    /// kind's transition. Custom segues override it (without calling super).
    open func perform() {
        if let performHandler {
            performHandler()
        } else {
            kindTransition?()
        }
    }
}
