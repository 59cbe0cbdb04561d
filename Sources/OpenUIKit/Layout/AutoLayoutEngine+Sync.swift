import Foundation
import OpenLayoutEngine

/// Solved frames meet views: before layout, superviews whose subviews'
/// solved frames moved are marked; in `layoutSubviews()` the frames are
/// applied, rounded to the screen's pixels.
extension AutoLayoutEngine {
    /// Whether the solver changed since ``markMovedFrames()`` last looked.
    var hasUnsyncedChanges: Bool { version != syncedVersion }

    /// Marks the superview of every positioned view whose solution moved
    /// since the last sweep as needing layout; returns whether any did.
    /// (A frame set by hand on such a view stays until its superview next
    /// lays out, as in UIKit.)
    @discardableResult
    func markMovedFrames() -> Bool {
        guard version != syncedVersion else { return false }
        syncedVersion = version
        var moved = false
        solver.values(of: positionedVariables, into: &positionedValues)
        for (index, node) in positioned.enumerated() {
            let solved = SIMD4(
                positionedValues[index * 4], positionedValues[index * 4 + 1], positionedValues[index * 4 + 2],
                positionedValues[index * 4 + 3])
            guard solved != node.lastSolved else { continue }
            node.lastSolved = solved
            guard let superview = node.view?.superview else { continue }
            superview.setNeedsLayout()
            moved = true
        }
        return moved
    }

    /// Gives each engine-positioned subview of `view` its solved frame
    /// (the default `layoutSubviews()`).
    func applyLayout(toSubviewsOf view: UIView) {
        guard !positioned.isEmpty else { return }
        // Found at the first positioned subview: finding the window walks
        // up the tree, and most views laid out have no subviews.
        var scale: CGFloat = 0
        for subview in view.stored.subviewStorage {
            guard let node = subview.stored.layoutNode, node.positionedIndex >= 0 else { continue }
            if scale == 0 { scale = view.pixelScale }
            let frame = solvedFrame(of: node, scale: scale)
            let old = Self.alignmentFrame(of: subview)
            if frame != old {
                subview.setAlignmentFrame(frame)
                if !node.reportedAmbiguity { ambiguityCandidates.append(subview) }
            }
            if frame.width != old.width || subview.awaitsLayoutWidth { subview.layoutEngineDidChangeWidth() }
        }
    }

    /// The solved frame of a node, its edges rounded to pixels at `scale`.
    func solvedFrame(of node: LayoutNode, scale: CGFloat) -> CGRect {
        let rect = node.solvedRect
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }

    /// After a layout settled: prints UIKit's ambiguity message once for
    /// each view laid out in it whose frame the constraints still leave
    /// undetermined (not for passing states, such as a first round in
    /// which a container had not yet sized the view).
    func reportSettledAmbiguity() {
        let candidates = ambiguityCandidates
        ambiguityCandidates = []
        refreshStaleIntrinsicSizes()
        // A loop, not `compactMap`: a closure made in main-actor code
        // checks the executor at each call.
        var checked: [(UIView, LayoutNode)] = []
        checked.reserveCapacity(candidates.count)
        for view in candidates {
            guard let node = view.stored.layoutNode, node.positionedIndex >= 0, !node.reportedAmbiguity else {
                continue
            }
            checked.append((view, node))
        }
        guard !checked.isEmpty else { return }
        var variables: [Variable] = []
        variables.reserveCapacity(checked.count * 4)
        for (_, node) in checked {
            variables.append(node.x)
            variables.append(node.y)
            variables.append(node.width)
            variables.append(node.height)
        }
        let ambiguity = solver.ambiguity(of: variables)
        for (index, (view, node)) in checked.enumerated() {
            let flags = ambiguity[index * 4..<index * 4 + 4]
            if flags.contains(true) { reportAmbiguity(of: view, node, flags: Array(flags)) }
        }
    }

    /// Prints UIKit's ambiguity message, once, for a view whose frame the
    /// constraints leave undetermined (`flags`: which of x, y, width and
    /// height).
    private func reportAmbiguity(of view: UIView, _ node: LayoutNode, flags: [Bool]) {
        node.reportedAmbiguity = true
        let ambiguous = zip(["minX", "minY", "width", "height"], flags)
            .filter(\.1).map { "\(NSLayoutConstraint.itemDescription(view)).\($0.0)" }
        UIKitDiagnostics.report(
            "[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for "
                + "help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional "
                + "detail.\n\n*\(NSLayoutConstraint.itemDescription(view)) - AMBIGUOUS LAYOUT for "
                + ambiguous.joined(separator: ", "))
    }

    /// Whether the constraints leave `item`'s position or size on `axis`
    /// undetermined (false for items that do not take part).
    func isAmbiguous(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> Bool {
        let node = (item as? UIView)?.stored.layoutNode ?? (item as? UILayoutGuide)?.node
        guard let node else { return false }
        refreshStaleIntrinsicSizes()
        return axis == .horizontal
            ? solver.isAmbiguous(node.x) || solver.isAmbiguous(node.width)
            : solver.isAmbiguous(node.y) || solver.isAmbiguous(node.height)
    }

    /// The active constraints that refer to `item` on `axis`, in the order
    /// they were activated.
    func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owners.all.compactMap { _, owner in
            guard case .constraint(let constraint) = owner, constraint.first.plus.attribute.axis == axis,
                constraint.refers(to: item)
            else { return nil }
            return constraint
        }
    }

    /// The size of `view` that best meets its constraints and `target` at
    /// the fitting priorities (`systemLayoutSizeFitting`): its frame pins
    /// on width and height give way to the target for the computation,
    /// nothing changes.
    func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        view.updateConstraintsIfNeeded()
        let node = self.node(for: view)
        refreshStaleIntrinsicSizes()
        var suspended: [(Int, ConstraintHandle)] = []
        for index in [2, 3] where node.pins.indices.contains(index) {
            if let handle = node.pins[index] {
                removeSolverConstraint(handle)
                suspended.append((index, handle))
            }
        }
        let width = try? solver.add(Constraint(LinearExpression(node.width) - Double(target.width), .equal, strength: Self.strength(horizontal)))
        let height = try? solver.add(Constraint(LinearExpression(node.height) - Double(target.height), .equal, strength: Self.strength(vertical)))
        let size = CGSize(width: solver.value(of: node.width), height: solver.value(of: node.height))
        for handle in [width, height].compactMap({ $0 }) { try? solver.remove(handle) }
        for (index, _) in suspended {
            node.pins[index] = addSolverConstraint(
                Constraint(
                    LinearExpression(node.variables[index]) - node.pinnedValues[index], .equal,
                    strength: node.pinsAreRequired ? .required : Self.detachedPinStrength),
                owner: .pin(node, index), describing: pinDescription(node, index))
        }
        solverDidChange()
        return size
    }

    /// Moves each ambiguous variable of `node` to another solution of the
    /// same cost: a constraint at a level below every priority holds it 10
    /// points away (alternately up and down), until the next exercise or
    /// until the view goes away.
    func exerciseAmbiguity(of node: LayoutNode) {
        for handle in node.exerciseConstraints { removeSolverConstraint(handle) }
        node.exerciseConstraints = []
        node.exerciseDirection = -node.exerciseDirection
        for variable in node.variables where solver.isAmbiguous(variable) {
            let target = solver.value(of: variable) + 10 * node.exerciseDirection
            let constraint = Constraint(LinearExpression(variable) - target, .equal, strength: .level(-1))
            if let handle = try? solver.add(constraint) { node.exerciseConstraints.append(handle) }
        }
        solverDidChange()
    }
}
