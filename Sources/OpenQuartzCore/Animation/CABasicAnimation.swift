import Foundation

/// A single-keyframe animation between two values.
///
/// How the values combine (Apple's documented table): from+to, from+by
/// (to = from + by), by+to (from = to − by); from alone animates to the
/// current value, to alone from the current value, by alone adds to the
/// current value; none animates from the previous value (as the layer showed
/// it just before the change that triggered the animation) to the current
/// one. "Current" means the layer's value with earlier animations applied.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// A relative value.
    open var byValue: Any?

    /// Copies the inherited properties, then ``fromValue``, ``toValue`` and
    /// ``byValue``, into `copy`.
    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }
}
