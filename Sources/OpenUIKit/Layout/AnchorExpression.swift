import Foundation

/// One side of a constraint: an item's attribute (`plus`), less another
/// one for the offset dimensions `anchorWithOffset(to:)` makes (`minus`).
/// Items are held weakly, as UIKit's constraints do not own their views.
struct AnchorExpression {
    /// An item and one of its attributes.
    struct Term {
        /// The view or layout guide.
        weak var item: AnyObject?
        /// The attribute.
        var attribute: NSLayoutConstraint.Attribute
    }

    /// The attribute counted positively.
    var plus: Term
    /// The attribute subtracted (offset dimensions only).
    var minus: Term?

    /// `item.attribute`.
    init(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
        plus = Term(item: item, attribute: attribute)
    }

    /// The items referred to (alive ones).
    var items: [AnyObject] {
        [plus.item, minus?.item].compactMap { $0 }
    }
}
