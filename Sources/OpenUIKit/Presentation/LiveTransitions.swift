import Foundation

/// The transitions under way in one runtime: presentations and dismissals
/// not yet completed (they own themselves until then) and the window size
/// transition running now.
@MainActor
final class LiveTransitions {
    /// The current runtime's transitions.
    static var current: LiveTransitions { UIKitRuntime.current.transitions }

    /// Presentations and dismissals not yet completed, in the order they were scheduled.
    var modal: [ModalTransition] = []
    /// The size transition running now.
    var size: SizeTransition?

    /// Nothing under way.
    init() {}
}
