import Foundation

/// Unwind segues (ORACLE 42): finding the destination, then unwinding to it.
@MainActor
enum StoryboardUnwind {
    /// The destination of an unwind segue from `source`: going up from the
    /// source through parents and presenters, each candidate's allowed
    /// children are searched first (depth first, each asked
    /// `canPerformUnwindSegueAction`, then its own allowed children), then
    /// the candidate itself is asked. The first that says yes.
    static func destination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let candidate = current {
            for child in candidate.allowedChildrenForUnwinding(from: source) {
                if let found = search(child, for: source) { return found }
            }
            if candidate.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
                return candidate
            }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }

    private static func search(_ controller: UIViewController, for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        if controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) { return controller }
        for child in controller.allowedChildrenForUnwinding(from: source) {
            if let found = search(child, for: source) { return found }
        }
        return nil
    }

    /// Brings `segue.destination` back: whatever was presented above its
    /// level is dismissed (animated), and each container between the
    /// destination and the root of its level brings the child on the way
    /// forward (`unwind(for:towards:)`, animated only when nothing is
    /// dismissed): one visible animation.
    static func unwind(_ segue: UIStoryboardSegue) {
        let destination = segue.destination
        var presenter: UIViewController?
        var level: UIViewController? = destination
        while let current = level {
            if current.presentedViewController != nil, current.presentedViewController?.presentingViewController === current {
                presenter = current
            }
            level = current.parent
        }
        segue.animatesUnwinding = presenter == nil
        var child = destination
        while let container = child.parent {
            container.unwind(for: segue, towards: child)
            child = container
        }
        presenter?.dismiss(animated: true)
    }
}
