import Foundation
import OpenLayoutEngine

/// Auto Layout's state in one app (``UIKitRuntime/autoLayout``): one
/// Cassowary ``Solver`` for every view and guide that takes part, whether
/// or not it is in a window.
///
/// The engine turns active ``NSLayoutConstraint``s into solver
/// constraints in the coordinates of the view they are installed on, pins
/// the frames of views that translate their autoresizing masks, keeps the
/// built-in guides at their insets and views at their intrinsic sizes,
/// and tells superviews when solved frames moved. Frames reach views in
/// `UIView.layoutSubviews()`; see `UIView+ConstraintPass.swift` for the
/// order of a turn (ORACLE 45).
///
/// Its stored properties skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): every access is on the main actor and
/// none spans a call out to views or user code (a check per access was
/// 5 % of the instructions of a 1,000-view screen's first layout, with
/// the node's and the shaping cache's).
@MainActor
final class AutoLayoutEngine {
    /// The solver.
    let solver = Solver()
    /// Bumped at every change to the solver.
    @exclusivity(unchecked) private(set) var version = 0
    /// The version the solved frames were last compared with the views'.
    @exclusivity(unchecked) var syncedVersion = 0
    /// The nodes of views the engine positions (those that do not
    /// translate their autoresizing masks), for the pre-layout comparison.
    @exclusivity(unchecked) var positioned: [LayoutNode] = []
    /// The variables of ``positioned``'s nodes, four each (x, y, width,
    /// height), in the same order: read in one call.
    @exclusivity(unchecked) var positionedVariables: [Variable] = []
    /// Scratch for ``positionedVariables``' values.
    @exclusivity(unchecked) var positionedValues: [Double] = []
    /// Nodes whose intrinsic size must be read again before layout.
    @exclusivity(unchecked) var staleIntrinsicSizes: [LayoutNode] = []
    /// Active constraints the solver refused or broke, retried before layout.
    @exclusivity(unchecked) var brokenConstraints: [NSLayoutConstraint] = []
    /// The solver version at the last retry of the broken constraints.
    @exclusivity(unchecked) var retriedVersion = -1
    /// Views laid out since the last settled layout, to check for ambiguity.
    @exclusivity(unchecked) var ambiguityCandidates: [UIView] = []
    /// What each solver constraint stands for, for messages.
    @exclusivity(unchecked) var owners = ConstraintOwnerTable<Owner>()
    /// The terms array solver expressions are built in (see
    /// ``takeScratchExpression()``).
    @exclusivity(unchecked) var scratchTerms: [Term] = []

    /// What a solver constraint stands for.
    enum Owner {
        /// An active ``NSLayoutConstraint``.
        case constraint(NSLayoutConstraint)
        /// One of a node's pins (index into `pins`).
        case pin(LayoutNode, Int)
        /// A view's content-size constraint on an axis (hugging and
        /// compression resistance).
        case content(LayoutNode, NSLayoutConstraint.Axis)
    }

    /// An engine with nothing in it.
    init() {}

    /// The current runtime's engine.
    static var current: AutoLayoutEngine { UIKitRuntime.current.autoLayout }

    /// Whether any view or guide takes part (when not, layout skips the engine).
    var isEmpty: Bool { owners.isEmpty && positioned.isEmpty }

    /// Records that the solver changed.
    func solverDidChange() { version &+= 1 }

    /// The strength of a priority: required at 1000, else its own level.
    static func strength(_ priority: UILayoutPriority) -> Strength {
        priority.rawValue >= 1000 ? .required : .level(Double(priority.rawValue))
    }
}

extension AutoLayoutEngine {
    /// The node of `view`, made on first use: a view that translates its
    /// autoresizing mask gets its frame pinned, any other view is
    /// positioned by the engine.
    func node(for view: UIView) -> LayoutNode {
        if let node = view.stored.layoutNode { return node }
        let node = LayoutNode(engine: self)
        node.view = view
        view.stored.layoutNode = node
        if view.translatesAutoresizingMaskIntoConstraints {
            pinFrame(of: view, node)
        } else {
            startPositioning(node)
        }
        return node
    }

    /// The node of `guide`, made on first use.
    func node(for guide: UILayoutGuide) -> LayoutNode {
        if let node = guide.node { return node }
        let node = LayoutNode(engine: self)
        node.guide = guide
        guide.node = node
        if guide.systemInsets != nil { pinGuide(guide, node) }
        return node
    }

    /// Makes the engine position `node`'s view and read its intrinsic size.
    func startPositioning(_ node: LayoutNode) {
        guard node.positionedIndex < 0 else { return }
        node.lastSolved = SIMD4(repeating: .nan)
        node.positionedIndex = positioned.count
        positioned.append(node)
        // One by one: `node.variables` would make an array per view.
        positionedVariables.append(node.x)
        positionedVariables.append(node.y)
        positionedVariables.append(node.width)
        positionedVariables.append(node.height)
        markIntrinsicSizeStale(node)
    }

    /// Stops positioning `node`'s view and drops its content constraints.
    func stopPositioning(_ node: LayoutNode) {
        let index = node.positionedIndex
        guard index >= 0, index < positioned.count, positioned[index] === node else { return }
        let last = positioned.removeLast()
        let lastVariables = positionedVariables.suffix(4)
        positionedVariables.removeLast(4)
        if last !== node {
            positioned[index] = last
            positionedVariables.replaceSubrange(index * 4..<index * 4 + 4, with: lastVariables)
            last.positionedIndex = index
        }
        node.positionedIndex = -1
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            guard let content = node.contentSize[axis] else { continue }
            removeSolverConstraint(content.handle)
            node.contentSize[axis] = nil
        }
    }

    /// Notes that `node`'s view must report its intrinsic size again.
    func markIntrinsicSizeStale(_ node: LayoutNode) {
        guard !node.intrinsicSizeIsStale else { return }
        node.intrinsicSizeIsStale = true
        staleIntrinsicSizes.append(node)
    }

    /// Adds a solver constraint for `owner`; nil when it conflicts with the
    /// required constraints (the conflict is reported).
    @discardableResult
    func addSolverConstraint(_ constraint: Constraint, owner: Owner, describing: @autoclosure () -> String) -> ConstraintHandle? {
        do {
            let handle = try solver.add(constraint)
            owners[handle] = owner
            solverDidChange()
            return handle
        } catch {
            if case .unsatisfiable(let conflicting) = error {
                reportUnsatisfiable(conflicting: conflicting, breaking: describing())
            }
            return nil
        }
    }

    /// Removes a solver constraint and forgets its owner.
    func removeSolverConstraint(_ handle: ConstraintHandle) {
        guard solver.contains(handle) else { return }
        try? solver.remove(handle)
        owners[handle] = nil
        solverDidChange()
    }

    /// Sets a solver constraint's constant; on a conflict with required
    /// constraints, breaks the conflicting ``NSLayoutConstraint``s (with
    /// UIKit's message) until it holds, or gives up if only engine
    /// constraints conflict.
    func setSolverConstant(_ constant: Double, of handle: ConstraintHandle) {
        for _ in 0..<8 {
            do {
                try solver.setConstant(constant, of: handle)
                solverDidChange()
                return
            } catch {
                guard case .unsatisfiable(let conflicting) = error,
                    let victim = conflicting.reversed().compactMap({ handle -> NSLayoutConstraint? in
                        if case .constraint(let c) = owners[handle] { return c }
                        return nil
                    }).first
                else { return }
                reportUnsatisfiable(conflicting: conflicting + [handle], breaking: victim.description)
                breakConstraint(victim)
            }
        }
    }

    /// Takes an active constraint out of the solver (it stays active, as a
    /// broken constraint does in UIKit).
    func breakConstraint(_ constraint: NSLayoutConstraint) {
        guard let handle = constraint.engineHandle else { return }
        removeSolverConstraint(handle)
        constraint.engineHandle = nil
        brokenConstraints.append(constraint)
    }

    /// Forgets a view's node: content constraints and pins leave the
    /// solver, then the variables (the view is going away).
    func discard(_ node: LayoutNode) {
        stopPositioning(node)
        if node.intrinsicSizeIsStale {
            node.intrinsicSizeIsStale = false
            staleIntrinsicSizes.removeAllIdentical(node)
        }
        for handle in node.exerciseConstraints { removeSolverConstraint(handle) }
        node.exerciseConstraints = []
        removePins(of: node)
        for variable in node.variables { try? solver.removeVariable(variable) }
        node.view = nil
    }
}
