import Foundation

/// An animation of one layer property, named by a key path.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated, e.g. `"position"`, `"transform.rotation.z"`.
    ///
    /// Parsed when the animation is added. A path naming no built-in
    /// property (or an unknown component of one, such as `"position.z"`)
    /// animates a custom key of that name, visible only through
    /// `value(forKeyPath:)` on the presentation. Nil or empty makes the
    /// animation do nothing (it still starts, stops and calls its
    /// delegate).
    open var keyPath: String?
    /// Whether values are added to the layer's current value instead of
    /// replacing it.
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended (the
    /// difference between the end and start values accumulates per
    /// iteration).
    open var isCumulative = false
    /// Turns animated numbers into transforms (for `transform` key paths);
    /// see ``CAValueFunction``.
    open var valueFunction: CAValueFunction?

    /// Creates an animation for `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Copies the inherited properties, then the key path, the additive and
    /// cumulative flags and the value function, into `copy`.
    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }
}
