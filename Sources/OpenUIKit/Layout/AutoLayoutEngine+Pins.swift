import Foundation
import OpenLayoutEngine

/// The constraints the engine makes itself: frame pins for views that
/// translate their autoresizing masks (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s), inset pins for built-in guides,
/// and content-size constraints (UIKit's `NSContentSizeLayoutConstraint`s).
extension AutoLayoutEngine {
    /// The rectangle Auto Layout sees for a view: its alignment rectangle
    /// (``UIView/alignmentRect(forFrame:)``) of its frame without the
    /// transform (centre and bounds size), in its superview's coordinates.
    static func alignmentFrame(of view: UIView) -> CGRect {
        let size = view.bounds.size
        let anchor = view.layer.anchorPoint
        let center = view.center
        let frame = CGRect(
            x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width,
            height: size.height)
        return view.alignmentRect(forFrame: frame)
    }

    /// Pins `node`'s four variables to `view`'s frame: required for a view
    /// in a hierarchy (or a window), just below required for a detached
    /// view, so that constraints activated on a view before it is added
    /// somewhere (a label's width, say) do not conflict with its empty frame.
    func pinFrame(of view: UIView, _ node: LayoutNode) {
        let frame = Self.alignmentFrame(of: view)
        node.pinsAreRequired = Self.pinsAreRequired(for: view)
        let strength = node.pinsAreRequired ? Strength.required : Self.detachedPinStrength
        setPins(of: node, to: [frame.minX, frame.minY, frame.width, frame.height].map(Double.init), strength: strength) {
            LinearExpression(node.variables[$0])
        }
    }

    /// Whether a view's frame pins must hold.
    static func pinsAreRequired(for view: UIView) -> Bool {
        view.superview != nil || view.window === view
    }

    /// The strength of a detached view's frame pins.
    static let detachedPinStrength = Strength.level(999.5)

    /// After `view` joined or left a superview: its frame pins become
    /// required or give way; a view positioned by constraints that joins a
    /// superview lets go of the frame it held while detached.
    func viewDidChangeSuperview(_ view: UIView) {
        guard let node = view.stored.layoutNode else { return }
        node.lastSolved = SIMD4(repeating: .nan)
        guard !node.pins.isEmpty,
            node.pinsAreRequired != Self.pinsAreRequired(for: view)
        else { return }
        removePins(of: node)
        if view.translatesAutoresizingMaskIntoConstraints { pinFrame(of: view, node) }
    }

    /// Before a view positioned by constraints leaves its superview: pins
    /// its variables, as strongly as a detached view's frame pins, to the
    /// frame the solver gives it now — so that losing its constraints to
    /// the old superview changes nothing in the solution (UIKit keeps a
    /// detached hierarchy out of the window's engine; without the hold the
    /// solver re-solves the whole detached subtree for a frame nobody
    /// shows: 111 ms for a held 1,000-view screen). Constraints activated
    /// while it is detached win over the hold; joining a superview drops it.
    func holdDetachedFrame(of view: UIView, _ node: LayoutNode) {
        let frame = node.solvedRect
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        node.pinsAreRequired = false
        setPins(of: node, to: [frame.minX, frame.minY, frame.width, frame.height].map(Double.init), strength: Self.detachedPinStrength) {
            LinearExpression(node.variables[$0])
        }
    }

    /// Takes `node`'s pins out of the solver.
    func removePins(of node: LayoutNode) {
        for case let handle? in node.pins { removeSolverConstraint(handle) }
        node.pins = []
    }

    /// Pins `guide`'s variables to its insets from its owning view.
    func pinGuide(_ guide: UILayoutGuide, _ node: LayoutNode) {
        guard let view = guide.owningView, let insets = guide.systemInsets?() else { return }
        let owner = self.node(for: view)
        setPins(of: node, to: Self.pinValues(insets)) { index in
            switch index {
            case 2: return LinearExpression(node.width) - owner.width
            case 3: return LinearExpression(node.height) - owner.height
            default: return LinearExpression(node.variables[index])
            }
        }
    }

    /// `x`, `y`, `width - owner.width`, `height - owner.height` for insets.
    static func pinValues(_ insets: UIEdgeInsets) -> [Double] {
        [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)].map(Double.init)
    }

    /// Adds `expression(i) == values[i]` for the four pins.
    private func setPins(
        of node: LayoutNode, to values: [Double], strength: Strength = .required, _ expression: (Int) -> LinearExpression
    ) {
        node.pinnedValues = values
        node.pins = values.indices.map { index in
            addSolverConstraint(
                Constraint(expression(index) - values[index], .equal, strength: strength), owner: .pin(node, index),
                describing: pinDescription(node, index))
        }
    }

    /// Moves the pins of `node` to `values`, incrementally.
    func movePins(of node: LayoutNode, to values: [Double]) {
        for index in values.indices where values[index] != node.pinnedValues[index] {
            node.pinnedValues[index] = values[index]
            if let handle = node.pins[index] { setSolverConstant(-values[index], of: handle) }
        }
    }

    /// After a view's centre or bounds changed: its frame pins follow, and
    /// (for a bounds change) the insets of its built-in guides.
    func viewGeometryDidChange(_ view: UIView, node: LayoutNode) {
        guard !node.pins.isEmpty, view.translatesAutoresizingMaskIntoConstraints || view.superview == nil else { return }
        let frame = Self.alignmentFrame(of: view)
        movePins(of: node, to: [frame.minX, frame.minY, frame.width, frame.height].map(Double.init))
    }

    /// After a view's safe area, margins or bounds changed: its built-in
    /// guides follow.
    func systemGuidesNeedUpdate(of view: UIView) {
        // Most views have no built-in guide: no array, no copy of the
        // view's storage (its computed `systemGuides` made both, for each
        // of the 1,000 frames the benchmark screen's first layout sets).
        guard view.stored.safeAreaGuide != nil || view.stored.marginsGuide != nil || view.stored.readableGuide != nil
            || !view.stored.supportGuides.isEmpty
        else { return }
        for guide in view.stored.systemGuides {
            guard let node = guide.node, !node.pins.isEmpty, let insets = guide.systemInsets?() else { continue }
            movePins(of: node, to: Self.pinValues(insets))
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed on a view that
    /// takes part: pins give way to positioning by the engine, or back.
    func translatesAutoresizingMaskDidChange(_ view: UIView, node: LayoutNode) {
        removePins(of: node)
        if view.translatesAutoresizingMaskIntoConstraints {
            stopPositioning(node)
            pinFrame(of: view, node)
        } else {
            startPositioning(node)
        }
        view.superview?.setNeedsLayout()
    }

    /// Reads the intrinsic size of every view that asked, and brings its
    /// hugging (`size ≤ intrinsic`) and compression-resistance (`size ≥
    /// intrinsic`) constraints up to date, per axis that has a size.
    func refreshStaleIntrinsicSizes() {
        while let node = staleIntrinsicSizes.popLast() {
            node.intrinsicSizeIsStale = false
            guard node.positionedIndex >= 0, let view = node.owner as? UIView else { continue }
            if !node.baselineConstraints.isEmpty { reaimBaselineConstraints(of: node) }
            let size = view.intrinsicContentSize
            updateContentConstraints(node, of: view, axis: .horizontal, value: size.width, node.width)
            updateContentConstraints(node, of: view, axis: .vertical, value: size.height, node.height)
        }
    }

    /// Makes, moves or removes the content-size constraint of one axis.
    private func updateContentConstraints(
        _ node: LayoutNode, of view: UIView, axis: NSLayoutConstraint.Axis, value: CGFloat, _ variable: Variable
    ) {
        let hugging = view.contentHuggingPriority(for: axis)
        let resistance = view.contentCompressionResistancePriority(for: axis)
        let wanted = value >= 0 && value.isFinite
        if let current = node.contentSize[axis] {
            if wanted, current.hugging == hugging, current.resistance == resistance {
                if current.size != value {
                    node.contentSize[axis]?.size = value
                    setSolverConstant(-Double(value), of: current.handle)
                }
                return
            }
            removeSolverConstraint(current.handle)
            node.contentSize[axis] = nil
        }
        guard wanted else { return }
        var expression = takeScratchExpression()
        expression.terms.append(Term(variable))
        expression.constant = -Double(value)
        let constraint = Constraint(expression, equalAbove: Self.strength(hugging), below: Self.strength(resistance))
        let handle = addSolverConstraint(
            constraint, owner: .content(node, axis),
            describing: contentDescription(node, axis, size: value, hugging: hugging, resistance: resistance))
        recycle(constraint)
        if let handle {
            node.contentSize[axis] = LayoutNode.ContentSize(
                handle: handle, size: value, hugging: hugging, resistance: resistance)
        }
    }
}
