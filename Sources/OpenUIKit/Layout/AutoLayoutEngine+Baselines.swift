import Foundation

/// Constraints on baselines keep following their views: a label's
/// baseline offsets are part of the solver expression's constant (see
/// `AutoLayoutEngine.add(_:times:in:to:)`), so when they change — a new font or
/// text — the constraints that use them are re-aimed, incrementally.
extension AutoLayoutEngine {
    /// The views whose baseline offsets `constraint`'s expression uses.
    func baselineViews(of constraint: NSLayoutConstraint) -> [UIView] {
        var views: [UIView] = []
        constraint.forEachTerm { term in
            guard term.attribute.isBaseline, let view = term.view else { return }
            views.append(Self.baselineView(of: view, first: term.attribute == .firstBaseline))
        }
        return views
    }

    /// After `constraint` joined the solver: the views whose baselines it
    /// uses remember it.
    func trackBaselines(of constraint: NSLayoutConstraint) {
        constraint.tracksBaselines = true
        for view in baselineViews(of: constraint) {
            let node = self.node(for: view)
            if !node.baselineConstraints.containsIdentical(constraint) {
                node.baselineConstraints.append(constraint)
            }
        }
    }

    /// After `constraint` left the solver: they forget it.
    func untrackBaselines(of constraint: NSLayoutConstraint) {
        constraint.tracksBaselines = false
        for view in baselineViews(of: constraint) {
            view.stored.layoutNode?.baselineConstraints.removeAllIdentical(constraint)
        }
    }

    /// After `node`'s view reported new content: its baseline constraints
    /// take the current offsets (a dual-simplex repair, as a new constant).
    func reaimBaselineConstraints(of node: LayoutNode) {
        for constraint in node.baselineConstraints {
            guard constraint.engineHandle != nil, let host = constraint.installedView else { continue }
            let base = constraint.engineBase
            _ = solverConstraint(for: constraint, in: host)
            if constraint.engineBase != base { constantDidChange(constraint) }
        }
    }
}
