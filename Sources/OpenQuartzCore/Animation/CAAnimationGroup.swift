import Foundation

/// Several animations run together in the group's time space.
///
/// Each child's `beginTime` is relative to the group's start; children are
/// clipped to the group's duration. A child with `duration == 0` lasts as
/// long as the group (OpenQuartzCore's reading of Apple's "inherit"
/// behaviour). The children's delegates are not called; the group's is.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    /// Copies the inherited properties, then a copy of each child animation,
    /// into `copy`, so the running group does not share its children with
    /// ``animations``.
    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        copy.animations = animations?.map { $0.copy(with: nil) as! CAAnimation }
    }
}
