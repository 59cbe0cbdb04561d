import Foundation

/// An animation of one layer property, named by a key path.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated, e.g. `"position"`, `"transform.rotation.z"`.
    open var keyPath: String?
    /// Whether values are added to the layer's current value instead of
    /// replacing it.
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative = false
    /// Turns animated numbers into transforms (for `transform` key paths).
    open var valueFunction: CAValueFunction?

    /// Creates an animation for `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }
}
