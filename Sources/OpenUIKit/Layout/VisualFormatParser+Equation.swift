import Foundation

extension VisualFormatParser {
    /// One constraint a format describes, before it is made:
    /// `first.firstAttribute relation second.secondAttribute + constant @priority`
    /// (multiplier 1), or `first.firstAttribute relation constant` without
    /// a second item.
    struct Equation {
        /// The first item (a view or layout guide).
        var first: AnyObject
        /// The first item's attribute.
        var firstAttribute: NSLayoutConstraint.Attribute
        /// How the sides relate.
        var relation: NSLayoutConstraint.Relation
        /// The second item, if any.
        var second: AnyObject?
        /// The second item's attribute (`.notAnAttribute` without one).
        var secondAttribute: NSLayoutConstraint.Attribute
        /// The constant.
        var constant: CGFloat
        /// The priority.
        var priority: Float

        /// The inactive constraint, or nil when UIKit's checks refused it
        /// (a constant that is not finite, a priority outside 1…1000; the
        /// exception has been reported).
        @MainActor
        func makeConstraint() -> NSLayoutConstraint? {
            let constraint = NSLayoutConstraint(
                first: AnchorExpression(first, firstAttribute), relation: relation,
                second: second.map { AnchorExpression($0, secondAttribute) }, multiplier: 1, constant: constant)
            guard constraint.invalidReason == nil else { return nil }
            guard priority != UILayoutPriority.required.rawValue else { return constraint }
            constraint.priority = UILayoutPriority(priority)
            return constraint.priority.rawValue == priority ? constraint : nil
        }
    }
}
