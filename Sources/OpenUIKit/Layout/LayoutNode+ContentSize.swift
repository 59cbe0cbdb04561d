import Foundation
import OpenLayoutEngine

extension LayoutNode {
    /// A view's content-size constraint on one axis — UIKit's
    /// `NSContentSizeLayoutConstraint`: `size == intrinsic` with the
    /// hugging priority above and the compression-resistance priority
    /// below, one solver constraint (see
    /// `Constraint.init(_:equalAbove:below:)`).
    struct ContentSize {
        /// The solver constraint.
        var handle: ConstraintHandle
        /// The intrinsic size it holds.
        var size: CGFloat
        /// The content hugging priority (errors above the size).
        var hugging: UILayoutPriority
        /// The compression-resistance priority (errors below the size).
        var resistance: UILayoutPriority
    }

    /// One value per axis, kept inline (every view with an intrinsic size
    /// has up to two; a dictionary per view cost its allocations and
    /// growth on each first layout).
    struct AxisPair<Value> {
        /// The horizontal axis's value.
        var horizontal: Value?
        /// The vertical axis's value.
        var vertical: Value?

        /// The value of `axis`, if any.
        subscript(axis: NSLayoutConstraint.Axis) -> Value? {
            get { axis == .horizontal ? horizontal : vertical }
            set {
                if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
            }
        }
    }
}
