import Foundation

extension TransitionTimeline {
    /// The objects of a transition, by identity, that get lanes of their own.
    public struct Participants: Sendable, Hashable {
        /// The presenting view controller.
        public var presenting: ObjectIdentifier?
        /// The presented (or dismissed) view controller.
        public var presented: ObjectIdentifier?
        /// The presentation controller.
        public var presentationController: ObjectIdentifier?
        /// The animator.
        public var animator: ObjectIdentifier?
        /// The transition coordinator.
        public var coordinator: ObjectIdentifier?

        /// Participants with the given identities (nil: unknown).
        public init(
            presenting: ObjectIdentifier? = nil, presented: ObjectIdentifier? = nil,
            presentationController: ObjectIdentifier? = nil, animator: ObjectIdentifier? = nil,
            coordinator: ObjectIdentifier? = nil
        ) {
            self.presenting = presenting
            self.presented = presented
            self.presentationController = presentationController
            self.animator = animator
            self.coordinator = coordinator
        }

        /// The lane of `receiver`: its participant's, else ``Lane/other``.
        public func lane(of receiver: ObjectIdentifier) -> Lane {
            switch receiver {
            case presenting: .presenting
            case presented: .presented
            case presentationController: .presentationController
            case animator: .animator
            case coordinator: .coordinator
            default: .other
            }
        }
    }
}
