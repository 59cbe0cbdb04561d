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
        /// What the item is, found once here: layout reads the item of
        /// every term of every constraint several times, and a dynamic
        /// cast each time was 2 % of a 1,000-view screen's first layout.
        let kind: ItemKind

        /// What a term's item is.
        enum ItemKind: UInt8 {
            case none, view, guide, other
        }

        /// `item.attribute`.
        init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
            address = item.map { Unmanaged.passUnretained($0).toOpaque() }
            self.attribute = attribute
            switch item {
            case nil: kind = .none
            case is UIView: kind = .view
            case is UILayoutGuide: kind = .guide
            default: kind = .other
            }
        }

        /// The view or layout guide.
        var item: AnyObject? {
            address.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        }

        /// The item if it is a view.
        @inline(__always)
        var view: UIView? {
            guard kind == .view, let address else { return nil }
            return Unmanaged<UIView>.fromOpaque(address).takeUnretainedValue()
        }

        /// The item if it is a layout guide.
        @inline(__always)
        var guide: UILayoutGuide? {
            guard kind == .guide, let address else { return nil }
            return Unmanaged<UILayoutGuide>.fromOpaque(address).takeUnretainedValue()
        }

        /// The view that stands for the item in the hierarchy: the view
        /// itself, or a guide's owning view.
        var hierarchyView: UIView? { view ?? guide?.owningView }
    }

    /// The attribute counted positively.
    var plus: Term
    /// The attribute subtracted (offset dimensions only).
    var minus: Term?

    /// `item.attribute`.
    init(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
        plus = Term(item: item, attribute: attribute)
    }

    /// The first item that is neither a view nor a layout guide, if any.
    var foreignItem: AnyObject? {
        if plus.kind == .other { return plus.item }
        if let minus, minus.kind == .other { return minus.item }
        return nil
    }
}
