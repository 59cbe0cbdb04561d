import Foundation

/// A factory for constraints on one attribute of a view or layout guide
/// (`view.leadingAnchor.constraint(equalTo: other.leadingAnchor)`).
///
/// `AnchorType` is the concrete anchor class, so that only anchors of the
/// same kind (x axis, y axis, dimension) can be related, as in UIKit. The
/// returned constraints are inactive: set `isActive` or use
/// ``NSLayoutConstraint/activate(_:)``.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// What the anchor stands for.
    let expression: AnchorExpression

    init(_ expression: AnchorExpression) {
        self.expression = expression
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { expression.plus.item }

    /// A name for debugging: `UIView:0x….leading`.
    open var name: String {
        guard let item else { return "nil.\(expression.plus.attribute.name)" }
        return "\(NSLayoutConstraint.itemDescription(item)).\(expression.plus.attribute.name)"
    }

    /// Whether the anchor's position or size is not fully determined by
    /// the active constraints.
    open var hasAmbiguousLayout: Bool {
        guard let item = expression.plus.item, let axis = expression.plus.attribute.axis else { return false }
        return AutoLayoutEngine.current.isAmbiguous(item, axis: axis)
    }

    /// The active constraints that affect the anchor's axis of its item.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let item = expression.plus.item, let axis = expression.plus.attribute.axis else { return [] }
        return AutoLayoutEngine.current.constraintsAffecting(item, axis: axis)
    }

    /// `self = anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self ≥ anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self ≤ anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self = anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self ≥ anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self ≤ anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// A constraint between this anchor and `anchor` (or a constant).
    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: expression, relation: relation, second: anchor?.expression, multiplier: multiplier,
            constant: constant)
    }

    /// `self relation anchor + multiplier × system spacing` (8 points).
    func makeSystemSpacing(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(relation, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }

    /// The dimension `otherAnchor - self`.
    func offset(to otherAnchor: NSLayoutAnchor<AnchorType>) -> NSLayoutDimension {
        var offset = otherAnchor.expression
        offset.minus = expression.plus
        return NSLayoutDimension(offset)
    }
}

/// An anchor on the horizontal axis (left, right, leading, trailing, centre X).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension
    /// (`otherAnchor - self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        offset(to: otherAnchor)
    }

    /// `self = anchor + multiplier × system spacing` (8 points).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacing(.equal, anchor, multiplier)
    }

    /// `self ≥ anchor + multiplier × system spacing` (8 points).
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self ≤ anchor + multiplier × system spacing` (8 points).
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacing(.lessThanOrEqual, anchor, multiplier)
    }
}

/// An anchor on the vertical axis (top, bottom, centre Y, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension
    /// (`otherAnchor - self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        offset(to: otherAnchor)
    }

    /// `self = anchor + multiplier × system spacing` (8 points).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacing(.equal, anchor, multiplier)
    }

    /// `self ≥ anchor + multiplier × system spacing` (8 points).
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self ≤ anchor + multiplier × system spacing` (8 points).
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeSystemSpacing(.lessThanOrEqual, anchor, multiplier)
    }
}

/// A width or height anchor, which can also relate to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c)
    }

    /// `self ≥ c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self ≤ c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self = m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self ≥ m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self ≤ m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self = m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self ≥ m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self ≤ m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
