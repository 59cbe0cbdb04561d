import Foundation
import OpenLayoutEngine

/// Activating, changing and deactivating constraints.
extension AutoLayoutEngine {
    /// Installs `constraint` on `view` (``UIView/addConstraint(_:)``) or,
    /// with nil, on its items' closest common ancestor, and adds it to the
    /// solver. Misuse raises UIKit's exception and changes nothing.
    func activate(_ constraint: NSLayoutConstraint, on view: UIView?) {
        guard !constraint.isActive else { return }
        if let reason = constraint.invalidReason {
            UIKitDiagnostics.raise("NSInvalidArgumentException", reason: reason)
            return
        }
        guard let ancestor = Self.closestCommonAncestor(of: constraint) else {
            UIKitDiagnostics.raise(
                "NSGenericException",
                reason: "Unable to activate constraint with anchors \(constraint.firstAnchor.name) and "
                    + "\(constraint.secondAnchor?.name ?? "(null)") because they have no common ancestor.  Does the "
                    + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        var host = ancestor
        if let view {
            guard ancestor.isDescendant(of: view) else {
                UIKitDiagnostics.raise(
                    "NSGenericException",
                    reason: "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a "
                        + "view, the constraint's items must be descendants of that view (or the view itself).")
                return
            }
            host = view
        }
        install(constraint, on: host)
    }

    /// Records `host` as the constraint's view (``UIView/constraints``)
    /// and this engine as its engine, then adds it to the solver.
    private func install(_ constraint: NSLayoutConstraint, on host: UIView) {
        constraint.installedView = host
        constraint.engine = self
        host.stored.installedConstraints.append(constraint)
        install(constraint)
    }

    /// Activates a stack view's new arrangement constraints (valid and
    /// inactive), installing each where ``activate(_:on:)`` would — on the
    /// one arranged view a constraint without a second item names, else on
    /// the stack — without searching for the closest common ancestor: their
    /// items are the stack, its guides and its arranged subviews. A
    /// constraint with any other item goes the general way.
    func activateArrangement(_ constraints: [NSLayoutConstraint], of stack: UIView) {
        stack.stored.installedConstraints.reserveCapacity(stack.stored.installedConstraints.count + constraints.count)
        for constraint in constraints {
            guard !constraint.isActive, constraint.invalidReason == nil,
                let host = Self.arrangementHost(of: constraint, in: stack)
            else {
                activate(constraint, on: nil)
                continue
            }
            install(constraint, on: host)
        }
    }

    /// Where an arrangement constraint of `stack` is installed, or nil if
    /// an item is not the stack, one of its subviews or one of its guides.
    private static func arrangementHost(of constraint: NSLayoutConstraint, in stack: UIView) -> UIView? {
        guard isArrangementItem(constraint.first.plus, of: stack), isArrangementItem(constraint.first.minus, of: stack)
        else { return nil }
        guard let second = constraint.second else {
            return constraint.first.plus.view ?? stack
        }
        guard isArrangementItem(second.plus, of: stack), isArrangementItem(second.minus, of: stack) else { return nil }
        return stack
    }

    /// Whether the term's item (if any) is `stack`, one of its subviews or
    /// one of its guides.
    @inline(__always)
    private static func isArrangementItem(_ term: AnchorExpression.Term?, of stack: UIView) -> Bool {
        guard let term else { return true }
        if term.kind == .view {
            unowned(unsafe) let view = term.view!
            return view === stack || view.stored.superviewStorage === stack
        }
        return term.guide?.owningView === stack
    }

    /// Adds an installed constraint to the solver; a conflict is reported
    /// and leaves it broken (active, not solved) until it fits again.
    func install(_ constraint: NSLayoutConstraint) {
        guard constraint.isActive else { return }
        unowned(unsafe) let host = constraint.installedView!
        guard let solverConstraint = solverConstraint(for: constraint, in: host) else { return }
        constraint.engineHandle = addSolverConstraint(
            solverConstraint, owner: .constraint(constraint), describing: constraint.description)
        recycle(solverConstraint)
        if constraint.engineHandle == nil { brokenConstraints.append(constraint) }
        if constraint.usesBaselines { trackBaselines(of: constraint) }
    }

    /// Before layout: broken constraints that fit the solver again (a
    /// container gave its view a real size, a constant changed) go back
    /// in, silently (their conflict was reported when they broke).
    func retryBrokenConstraints() {
        guard !brokenConstraints.isEmpty, version != retriedVersion else { return }
        var stillBroken: [NSLayoutConstraint] = []
        for constraint in brokenConstraints where constraint.isActive && constraint.engineHandle == nil {
            guard let host = constraint.installedView, let solverConstraint = solverConstraint(for: constraint, in: host),
                let handle = try? solver.add(solverConstraint)
            else {
                stillBroken.append(constraint)
                continue
            }
            owners[handle] = .constraint(constraint)
            constraint.engineHandle = handle
            solverDidChange()
            if constraint.usesBaselines { trackBaselines(of: constraint) }
        }
        brokenConstraints = stillBroken
        retriedVersion = version
    }

    /// Uninstalls `constraint` and takes it out of the solver; nothing
    /// for an inactive one (whose items may be gone). A constraint active
    /// in another runtime's engine leaves through that engine. The host may
    /// be going away when its own constraints are deactivated from its
    /// `deinit`.
    func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView != nil || constraint.engineHandle != nil else { return }
        if let owner = constraint.engine, owner !== self {
            owner.deactivate(constraint)
            return
        }
        constraint.engine = nil
        if let host = constraint.installedView {
            host.stored.installedConstraints.removeAllIdentical(constraint)
            constraint.installedView = nil
        }
        if constraint.engineHandle == nil { brokenConstraints.removeAllIdentical(constraint) }
        if let handle = constraint.engineHandle {
            removeSolverConstraint(handle)
            constraint.engineHandle = nil
        }
        if constraint.tracksBaselines { untrackBaselines(of: constraint) }
    }

    /// Re-aims an active constraint at its new constant, incrementally.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let handle = constraint.engineHandle else { return }
        setSolverConstant(constraint.engineBase - Double(constraint.constant), of: handle)
    }

    /// Puts an active constraint back into the solver at its new priority.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        brokenConstraints.removeAllIdentical(constraint)
        if let handle = constraint.engineHandle {
            removeSolverConstraint(handle)
            constraint.engineHandle = nil
        }
        install(constraint)
    }

    /// Before `view` leaves its superview: a view positioned by
    /// constraints first holds its solved frame (see
    /// ``holdDetachedFrame(of:_:)``); then the constraints installed above
    /// it that refer to it or to anything inside it are deactivated, as
    /// UIKit does.
    func viewWillLeaveSuperview(_ view: UIView) {
        guard !owners.isEmpty || !brokenConstraints.isEmpty else { return }
        if let node = view.stored.layoutNode, !view.translatesAutoresizingMaskIntoConstraints, node.pins.isEmpty,
            node.positionedIndex >= 0
        {
            holdDetachedFrame(of: view, node)
        }
        var ancestor = view.superview
        while let host = ancestor {
            for constraint in host.stored.installedConstraints where refers(constraint, into: view) {
                deactivate(constraint)
            }
            ancestor = host.superview
        }
    }

    /// Whether one of the constraint's items is `view` or lies inside it.
    private func refers(_ constraint: NSLayoutConstraint, into view: UIView) -> Bool {
        var found = false
        constraint.forEachTerm { term in
            if !found, term.hierarchyView?.isDescendant(of: view) ?? false { found = true }
        }
        return found
    }

    /// Before a view goes away: its own constraints are deactivated and its
    /// node's constraints and variables leave the solver.
    func viewWillDeallocate(_ view: UIView) {
        for constraint in view.stored.installedConstraints { deactivate(constraint) }
        for guide in view.stored.layoutGuideStorage + view.stored.systemGuides {
            if let node = guide.node { discard(node) }
        }
        if let node = view.stored.layoutNode { discard(node) }
    }
}
