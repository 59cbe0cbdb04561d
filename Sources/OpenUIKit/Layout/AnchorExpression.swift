import Foundation

/// One side of a constraint: an item's attribute (`plus`), less another
/// one for the offset dimensions `anchorWithOffset(to:)` makes (`minus`).
/// Items are `unowned(unsafe)`, as UIKit's `firstItem` and `secondItem`
/// are: a weak reference would give every constrained view a side table
/// and make each of its retains and releases slow. Active constraints
/// never outlive their items (a view going away or leaving its superview
/// deactivates the constraints that refer to it); reading the items of an
/// inactive constraint whose views are gone is undefined, as in UIKit.
struct AnchorExpression {
    /// An item and one of its attributes.
    struct Term {
        /// The item's address (a raw pointer: an `unowned(unsafe)` optional
        /// existential inside an optional struct is miscompiled by Swift
        /// 6.3 on Linux — its nil case reads as a value).
        private var address: UnsafeMutableRawPointer?
        /// The attribute.
        var attribute: NSLayoutConstraint.Attribute

        /// `item.attribute`.
        init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
            address = item.map { Unmanaged.passUnretained($0).toOpaque() }
            self.attribute = attribute
        }

        /// The view or layout guide.
        var item: AnyObject? {
            address.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        }
    }

    /// The attribute counted positively.
    var plus: Term
    /// The attribute subtracted (offset dimensions only).
    var minus: Term?

    /// `item.attribute`.
    init(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
        plus = Term(item: item, attribute: attribute)
    }

    /// Calls `body` with each item referred to (alive ones), without
    /// making an array.
    @inline(__always)
    func forEachItem(_ body: (AnyObject) -> Void) {
        if let item = plus.item { body(item) }
        if let item = minus?.item { body(item) }
    }
}
