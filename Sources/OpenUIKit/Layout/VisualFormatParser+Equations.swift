import Foundation

extension VisualFormatParser {
    /// The attribute that measures a view along the format's axis.
    private var sizeAttribute: NSLayoutConstraint.Attribute { axis == .horizontal ? .width : .height }

    /// The edges the format starts each item at and ends it at, and
    /// whether the start lies at the smaller coordinate: leading/trailing
    /// by default, left/right or right/left for the direction options,
    /// top/bottom for `V:`.
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, ascending: Bool) {
        guard axis == .horizontal else { return (.top, .bottom, true) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, true)
        case .directionRightToLeft: return (.right, .left, false)
        default: return (.leading, .trailing, true)
        }
    }

    /// Adds `view.size relation constant` (or `view.size relation
    /// other.size`) for one of the view's predicates.
    mutating func addSizeEquation(for view: AnyObject, _ predicate: Predicate) {
        equations.append(
            Equation(
                first: view, firstAttribute: sizeAttribute, relation: predicate.relation, second: predicate.view,
                secondAttribute: predicate.view == nil ? .notAnAttribute : sizeAttribute,
                constant: predicate.view == nil ? predicate.constant : 0, priority: predicate.priority))
    }

    /// Adds one equation per predicate of the connection from `earlier`
    /// to `later`, where nil stands for the superview of the other (the
    /// view's superview, a layout guide's owning view).
    ///
    /// Each equation reads `further.edge == nearer.edge + spacing` along
    /// the axis (so `[a]-8-[b]` is `b.leading == a.trailing + 8` and
    /// `[a]-8-|` is `superview.trailing == a.trailing + 8`); right to left,
    /// the earlier item is the further one. Standard spacing is 8 points
    /// between views and 0 from the superview's `layoutMarginsGuide`.
    /// With `.spacingBaselineToBaseline`, `V:` spacing between views runs
    /// from the earlier view's last baseline to the later's first baseline.
    mutating func connect(_ connection: [Predicate], earlier: AnyObject?, later: AnyObject?) throws(Failure) {
        var superview: UIView?
        if earlier == nil || later == nil {
            guard let item = earlier ?? later, let found = Self.superview(of: item) else {
                throw failure(Failure.noSuperview)
            }
            superview = found
        }
        let edges = edges
        let betweenViews = superview == nil
        let baselines = betweenViews && axis == .vertical && options.contains(.spacingBaselineToBaseline)
        let earlierEdge = baselines && earlier is UIView ? NSLayoutConstraint.Attribute.lastBaseline : edges.end
        let laterEdge = baselines && later is UIView ? NSLayoutConstraint.Attribute.firstBaseline : edges.start
        for predicate in connection {
            let standard = predicate.isStandardSpacing
            let bar: AnyObject? = standard ? superview?.layoutMarginsGuide : superview
            guard let nearer = earlier ?? bar, let further = later ?? bar else { continue }
            let nearerEdge = earlier == nil ? edges.start : earlierEdge
            let furtherEdge = later == nil ? edges.end : laterEdge
            let spacing = standard ? (betweenViews ? NSLayoutConstraint.systemSpacing : 0) : predicate.constant
            equations.append(
                edges.ascending
                    ? Equation(
                        first: further, firstAttribute: furtherEdge, relation: predicate.relation, second: nearer,
                        secondAttribute: nearerEdge, constant: spacing, priority: predicate.priority)
                    : Equation(
                        first: nearer, firstAttribute: nearerEdge, relation: predicate.relation, second: further,
                        secondAttribute: furtherEdge, constant: spacing, priority: predicate.priority))
        }
    }

    /// The view `|` stands for next to `item`: a view's superview, a
    /// layout guide's owning view.
    private static func superview(of item: AnyObject) -> UIView? {
        (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
    }

    /// Adds `earlier.attribute == later.attribute` for each `alignAll…`
    /// option (in the order of their bits); an alignment along the
    /// format's own axis is a failure.
    mutating func align(_ earlier: AnyObject, _ later: AnyObject) throws(Failure) {
        let attributes = (1...12).compactMap { raw -> NSLayoutConstraint.Attribute? in
            guard options.rawValue & (1 << UInt(raw)) != 0 else { return nil }
            let attribute = NSLayoutConstraint.Attribute(rawValue: raw)
            return attribute?.isDimension == false ? attribute : nil
        }
        if attributes.contains(where: { $0.axis == axis }) { throw failure(Failure.alignmentAlongAxis(axis)) }
        for attribute in attributes {
            equations.append(
                Equation(
                    first: earlier, firstAttribute: attribute, relation: .equal, second: later,
                    secondAttribute: attribute, constant: 0, priority: UILayoutPriority.required.rawValue))
        }
    }
}
