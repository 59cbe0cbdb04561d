import Foundation
import OpenLayoutEngine

/// Constraint sides as linear expressions in the coordinates of the view a
/// constraint is installed on.
extension AutoLayoutEngine {
    /// The view an item lays out in: a view's superview, a guide's owning view.
    static func parent(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The view that stands for an item in the hierarchy: the view itself,
    /// or a guide's owning view.
    static func hierarchyView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest view that is an ancestor of (or is) the view of every
    /// item of `constraint`, or nil if they are in different hierarchies
    /// (or a guide has no view).
    static func closestCommonAncestor(of constraint: NSLayoutConstraint) -> UIView? {
        var common: UIView?
        var failed = false
        constraint.forEachItem { fold($0, into: &common, failed: &failed) }
        return failed ? nil : common
    }

    /// Narrows `common` to the closest ancestor it shares with `item`'s view.
    private static func fold(_ item: AnyObject, into common: inout UIView?, failed: inout Bool) {
        guard !failed else { return }
        guard let view = hierarchyView(of: item) else {
            failed = true
            return
        }
        guard let current = common else {
            common = view
            return
        }
        common = closestCommonAncestor(current, view)
        if common == nil { failed = true }
    }

    /// The closest view that is `a` or `b` or an ancestor of both.
    static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        if let parent = b.superview, parent === a { return a }
        if let parent = a.superview, parent === b { return b }
        if let parent = a.superview, parent === b.superview { return parent }
        var x: UIView? = a, y: UIView? = b
        var depthX = depth(of: a), depthY = depth(of: b)
        while depthX > depthY { x = x?.superview; depthX -= 1 }
        while depthY > depthX { y = y?.superview; depthY -= 1 }
        while let p = x, let q = y {
            if p === q { return p }
            x = p.superview
            y = q.superview
        }
        return nil
    }

    /// How many superviews `view` has.
    private static func depth(of view: UIView) -> Int {
        var count = 0
        var current = view.superview
        while let next = current {
            count += 1
            current = next.superview
        }
        return count
    }

    /// `side` as an expression in `ancestor`'s coordinates (nil if an item
    /// is gone or not inside `ancestor`), and the constant part that came
    /// from baselines.
    func expression(_ side: AnchorExpression, in ancestor: UIView) -> LinearExpression? {
        guard var result = term(side.plus, in: ancestor) else { return nil }
        if let minus = side.minus {
            guard let subtracted = term(minus, in: ancestor) else { return nil }
            result = result - subtracted
        }
        return result
    }

    /// The descendant whose baseline stands for `view`'s
    /// (`forFirstBaselineLayout` / `forLastBaselineLayout`, followed down;
    /// a view outside `view`'s subtree is ignored).
    static func baselineView(of view: UIView, first: Bool) -> UIView {
        var current = view
        for _ in 0..<32 {
            let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
            guard next !== current, next.isDescendant(of: current) else { break }
            current = next
        }
        return current
    }

    /// One item's attribute in `ancestor`'s coordinates. Margin attributes
    /// are the view's `layoutMarginsGuide` edges; baselines are those of
    /// the view's `forFirstBaselineLayout` / `forLastBaselineLayout`.
    func term(_ term: AnchorExpression.Term, in ancestor: UIView) -> LinearExpression? {
        guard var item = term.item else { return nil }
        var attribute = term.attribute
        if let base = attribute.withoutMargin, let view = item as? UIView {
            item = view.layoutMarginsGuide
            attribute = base
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            item = Self.baselineView(of: view, first: attribute == .firstBaseline)
        }
        guard let node = node(forItem: item) else { return nil }
        let isAncestor = item === ancestor
        let width = LinearExpression(node.width), height = LinearExpression(node.height)
        func origin(_ axis: NSLayoutConstraint.Axis) -> LinearExpression? {
            if isAncestor { return LinearExpression() }
            var result = LinearExpression(axis == .horizontal ? node.x : node.y)
            var current = Self.parent(of: item)
            while let view = current, view !== ancestor {
                let parentNode = self.node(for: view)
                result = result + (axis == .horizontal ? parentNode.x : parentNode.y)
                current = view.superview
            }
            return current == nil ? nil : result
        }
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin:
            return origin(.horizontal)
        case .right, .trailing, .rightMargin, .trailingMargin:
            return origin(.horizontal).map { $0 + width }
        case .centerX, .centerXWithinMargins:
            return origin(.horizontal).map { $0 + width * 0.5 }
        case .width:
            return width
        case .top, .topMargin:
            return origin(.vertical)
        case .bottom, .bottomMargin:
            return origin(.vertical).map { $0 + height }
        case .centerY, .centerYWithinMargins:
            return origin(.vertical).map { $0 + height * 0.5 }
        case .height:
            return height
        case .firstBaseline, .lastBaseline:
            guard let top = origin(.vertical) else { return nil }
            let offsets = (item as? UIView)?.baselineOffsetsForLayout
            if let offsets {
                return attribute == .firstBaseline
                    ? top + Double(offsets.fromTop)
                    : top + height - Double(offsets.fromBottom)
            }
            return top + height
        case .notAnAttribute:
            return nil
        }
    }

    /// The solver constraint for `constraint` installed on `ancestor`:
    /// `first - multiplier × second - constant relation 0`.
    func solverConstraint(for constraint: NSLayoutConstraint, in ancestor: UIView) -> Constraint? {
        guard var expression = expression(constraint.first, in: ancestor) else { return nil }
        if let second = constraint.second {
            guard let other = self.expression(second, in: ancestor) else { return nil }
            expression = expression - other * Double(constraint.multiplier)
        }
        constraint.engineBase = expression.constant
        expression.constant -= Double(constraint.constant)
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(expression, relation, strength: Self.strength(constraint.priority))
    }
}
