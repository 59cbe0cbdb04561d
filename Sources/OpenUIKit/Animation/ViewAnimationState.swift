import Foundation

/// The view-animation state of one runtime: the contexts of the
/// `UIView.animate…` blocks running now (innermost last) and whether block
/// animations are enabled.
@MainActor
final class ViewAnimationState {
    /// The current runtime's state.
    static var current: ViewAnimationState { UIKitRuntime.current.viewAnimation }

    /// The enclosing blocks' contexts, outermost first. Exclusivity
    /// unchecked: read on every view property change; pushed and popped
    /// around a block, never during another access.
    @exclusivity(unchecked) var contexts: [ViewAnimationContext] = []
    /// ``UIView/areAnimationsEnabled``.
    var animationsEnabled = true

    /// No block running; animations enabled.
    init() {}
}
