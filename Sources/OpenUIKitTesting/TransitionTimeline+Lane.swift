import Foundation

extension TransitionTimeline {
    /// A row of the timeline: one participant of a transition.
    public enum Lane: Int, CaseIterable, Sendable, CustomStringConvertible {
        /// The presenting view controller.
        case presenting
        /// The presented (or dismissed) view controller.
        case presented
        /// The presented controller's presentation controller.
        case presentationController
        /// The animator (`UIViewControllerAnimatedTransitioning`).
        case animator
        /// The transition coordinator.
        case coordinator
        /// Anything else (transitioning delegate, interaction controller, other controllers).
        case other

        /// The lane's name: `"presenting"`, `"presentation controller"` ….
        public var description: String {
            switch self {
            case .presenting: "presenting"
            case .presented: "presented"
            case .presentationController: "presentation controller"
            case .animator: "animator"
            case .coordinator: "coordinator"
            case .other: "other"
            }
        }
    }
}
