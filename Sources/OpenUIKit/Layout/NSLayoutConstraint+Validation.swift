import Foundation

extension NSLayoutConstraint {
    /// Why a constraint with these sides and numbers is illegal in UIKit,
    /// or nil.
    static func validate(
        first: AnchorExpression, second: AnchorExpression?, multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        if let foreign = first.foreignItem ?? second?.foreignItem {
            return "NSLayoutConstraint for \(foreign): Constraint items must each be a view or layout guide."
        }
        guard first.plus.item != nil, first.plus.attribute != .notAnAttribute else {
            return "NSLayoutConstraint: the first item and attribute are required."
        }
        guard constant.isFinite else {
            return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant)"
        }
        guard multiplier.isFinite else {
            return "NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:\(multiplier)"
        }
        let firstIsDimension = first.minus != nil || first.plus.attribute.isDimension
        guard let second, second.plus.item != nil, second.plus.attribute != .notAnAttribute else {
            if second?.plus.attribute != nil, second?.plus.attribute != .notAnAttribute {
                return "NSLayoutConstraint: the second item of a \(second!.plus.attribute.name) attribute is nil."
            }
            return firstIsDimension
                ? nil
                : "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                    + "an illegal constraint of a location equal to a constant. Location attributes must be specified "
                    + "in pairs."
        }
        guard multiplier != 0 else {
            return "A multiplier of 0 makes the second item irrelevant: \(first.plus.attribute.name) would equal a "
                + "constant. Use a constant constraint (or a location pair) instead."
        }
        let secondIsDimension = second.minus != nil || second.plus.attribute.isDimension
        if firstIsDimension != secondIsDimension
            || (!firstIsDimension && first.plus.attribute.axis != second.plus.attribute.axis)
        {
            return "Invalid pairing of layout attributes: \(first.plus.attribute.name) and "
                + "\(second.plus.attribute.name)."
        }
        return nil
    }
}
