import Foundation
import OpenLayoutEngine

/// Constraint sides as linear expressions in the coordinates of the view a
/// constraint is installed on.
extension AutoLayoutEngine {
    /// The closest view that is an ancestor of (or is) the view of every
    /// item of `constraint`, or nil if they are in different hierarchies
    /// (or a guide has no view).
    static func closestCommonAncestor(of constraint: NSLayoutConstraint) -> UIView? {
        var common: UIView?
        var failed = false
        constraint.forEachTerm { fold($0, into: &common, failed: &failed) }
        return failed ? nil : common
    }

    /// Narrows `common` to the closest ancestor it shares with the view of
    /// `term`'s item (a term without an item is skipped).
    private static func fold(_ term: AnchorExpression.Term, into common: inout UIView?, failed: inout Bool) {
        guard !failed, term.kind != .none else { return }
        guard let view = term.hierarchyView else {
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

    /// Adds `factor × side` in `ancestor`'s coordinates to `expression`;
    /// false if an item is gone or not inside `ancestor`.
    func add(
        _ side: AnchorExpression, times factor: Double, in ancestor: UIView, to expression: inout LinearExpression
    ) -> Bool {
        guard add(side.plus, times: factor, in: ancestor, to: &expression) else { return false }
        if let minus = side.minus { return add(minus, times: -factor, in: ancestor, to: &expression) }
        return true
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

    /// Adds `factor ×` one item's attribute in `ancestor`'s coordinates to
    /// `expression`; false if the item is gone or not inside `ancestor`.
    /// Margin attributes are the view's `layoutMarginsGuide` edges;
    /// baselines are those of the view's `forFirstBaselineLayout` /
    /// `forLastBaselineLayout`, their offsets part of the constant.
    func add(
        _ term: AnchorExpression.Term, times factor: Double, in ancestor: UIView, to expression: inout LinearExpression
    ) -> Bool {
        var attribute = term.attribute
        // The common case first: a view's own edge, centre or size. Held
        // unretained: the constraint keeps its items alive, and this runs
        // for every term of every constraint a layout activates.
        if term.kind == .view, attribute.isEdgeOrSize {
            unowned(unsafe) let view = term.view!
            let isAncestor = view === ancestor
            return add(
                attribute, of: layoutVariables(of: view), isAncestor: isAncestor,
                parent: isAncestor ? nil : Self.unretained(view.stored.superviewStorage), times: factor, in: ancestor,
                to: &expression)
        }
        // The item as a view or a guide, from the term's kind (no casts).
        var view = term.view
        var guide = term.guide
        if let base = attribute.withoutMargin {
            if let marginsOf = view {
                guide = marginsOf.layoutMarginsGuide
                view = nil
            }
            attribute = base
        }
        if attribute.isBaseline, let baselineOf = view {
            view = Self.baselineView(of: baselineOf, first: attribute == .firstBaseline)
        }
        let node: LayoutNode
        if let view {
            node = self.node(for: view)
        } else if let guide {
            node = self.node(for: guide)
        } else {
            return false
        }
        let variables = (x: node.x, y: node.y, width: node.width, height: node.height)
        let isAncestor = view.map { $0 === ancestor } ?? false
        let parent = isAncestor ? nil : Self.unretained(view?.superview ?? guide?.owningView)
        if attribute.isBaseline {
            if let offsets = view?.baselineOffsetsForLayout {
                if attribute == .firstBaseline {
                    expression.constant += factor * Double(offsets.fromTop)
                    attribute = .top
                } else {
                    expression.constant -= factor * Double(offsets.fromBottom)
                    attribute = .bottom
                }
            } else {
                attribute = .bottom
            }
        }
        return add(
            attribute, of: variables, isAncestor: isAncestor, parent: parent, times: factor, in: ancestor,
            to: &expression)
    }

    /// A frame's four variables.
    typealias LayoutVariables = (x: Variable, y: Variable, width: Variable, height: Variable)

    /// Adds `factor ×` an edge, centre or size (`.left` … `.centerY`) of the
    /// item whose frame's variables are `variables`, in `ancestor`'s
    /// coordinates: its size, and for a position its origin plus those of
    /// `parent` and its ancestors below `ancestor` (nothing when the item is
    /// `ancestor` itself); false if `ancestor` is not above it.
    ///
    /// No reference is held across the appends (an append may reallocate,
    /// a call the optimiser cannot see through, so anything held across
    /// one would be retained): the ancestors are walked unretained, and
    /// only their variables are read.
    @inline(__always)
    private func add(
        _ attribute: NSLayoutConstraint.Attribute, of variables: LayoutVariables, isAncestor: Bool,
        parent: Unmanaged<UIView>?, times factor: Double, in ancestor: UIView, to expression: inout LinearExpression
    ) -> Bool {
        let horizontal: Bool
        switch attribute {
        case .width:
            expression.terms.append(Term(variables.width, factor))
            return true
        case .height:
            expression.terms.append(Term(variables.height, factor))
            return true
        case .left, .leading: horizontal = true
        case .right, .trailing:
            expression.terms.append(Term(variables.width, factor))
            horizontal = true
        case .centerX:
            expression.terms.append(Term(variables.width, factor * 0.5))
            horizontal = true
        case .top: horizontal = false
        case .bottom:
            expression.terms.append(Term(variables.height, factor))
            horizontal = false
        case .centerY:
            expression.terms.append(Term(variables.height, factor * 0.5))
            horizontal = false
        default:
            return false
        }
        if isAncestor { return true }
        expression.terms.append(Term(horizontal ? variables.x : variables.y, factor))
        var current = parent
        while let reference = current {
            unowned(unsafe) let view = reference.takeUnretainedValue()
            if view === ancestor { return true }
            let origins = layoutVariables(of: view)
            expression.terms.append(Term(horizontal ? origins.x : origins.y, factor))
            current = Self.unretained(view.stored.superviewStorage)
        }
        return false
    }

    /// `view` as an unretained reference.
    @inline(__always)
    private static func unretained(_ view: UIView?) -> Unmanaged<UIView>? {
        guard let view else { return nil }
        return Unmanaged.passUnretained(view)
    }

    /// The four variables of `view`'s frame (its layout node made if it
    /// has none), read without holding the node.
    @inline(__always)
    private func layoutVariables(of view: UIView) -> LayoutVariables {
        if let node = view.stored.layoutNode { return (node.x, node.y, node.width, node.height) }
        let node = node(for: view)
        return (node.x, node.y, node.width, node.height)
    }

    /// The solver constraint for `constraint` installed on `ancestor`:
    /// `first - multiplier × second - constant relation 0`.
    func solverConstraint(for constraint: NSLayoutConstraint, in ancestor: UIView) -> Constraint? {
        var expression = takeScratchExpression()
        guard add(constraint.first, times: 1, in: ancestor, to: &expression) else { return nil }
        if let second = constraint.second {
            guard add(second, times: -Double(constraint.multiplier), in: ancestor, to: &expression) else { return nil }
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

    /// An empty expression whose terms array is the engine's scratch one:
    /// the solver copies the terms of the constraints it is given, so one
    /// array serves every expression built for it, handed back with
    /// ``recycle(_:)`` (no array allocated per constraint).
    func takeScratchExpression() -> LinearExpression {
        var expression = LinearExpression()
        swap(&expression.terms, &scratchTerms)
        // `removeAll(keepingCapacity:)` goes through the generic
        // `replaceSubrange`; there are at most a few terms.
        while !expression.terms.isEmpty { expression.terms.removeLast() }
        return expression
    }

    /// Keeps the terms array of a constraint the solver has been given
    /// (see ``takeScratchExpression()``) for the next one.
    func recycle(_ constraint: Constraint) {
        scratchTerms = constraint.expression.terms
    }
}
