import Foundation

extension UIView {
    /// Whether the view's frame (and autoresizing mask) becomes constraints
    /// (default true). Set it to false for a view that constraints place:
    /// its superview's `layoutSubviews()` then gives it the solved frame.
    func setTranslatesAutoresizingMask(_ newValue: Bool) {
        guard newValue != stored.translatesAutoresizingMask else { return }
        stored.translatesAutoresizingMask = newValue
        if let node = stored.layoutNode { node.engine.translatesAutoresizingMaskDidChange(self, node: node) }
    }

    /// Installs and activates `constraint` on this view, which must be an
    /// ancestor of (or be) each of its items — else UIKit's exception.
    /// Prefer `isActive` / ``NSLayoutConstraint/activate(_:)``.
    func defaultAddConstraint(_ constraint: NSLayoutConstraint) {
        AutoLayoutEngine.current.activate(constraint, on: self)
    }

    /// Deactivates `constraint` if it is installed on this view.
    func defaultRemoveConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        AutoLayoutEngine.current.deactivate(constraint)
    }

    /// How strongly the view resists growing beyond its intrinsic size
    /// along `axis` (default 250).
    func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? stored.huggingPriorities.horizontal : stored.huggingPriorities.vertical
    }

    /// Sets the content hugging priority of `axis`.
    func defaultSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { stored.huggingPriorities.horizontal = priority } else { stored.huggingPriorities.vertical = priority }
        contentPrioritiesDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size
    /// along `axis` (default 750).
    func defaultContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? stored.compressionPriorities.horizontal : stored.compressionPriorities.vertical
    }

    /// Sets the compression resistance priority of `axis`.
    func defaultSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { stored.compressionPriorities.horizontal = priority } else { stored.compressionPriorities.vertical = priority }
        contentPrioritiesDidChange()
    }

    /// The content constraints follow new priorities at the next layout.
    private func contentPrioritiesDidChange() {
        guard let node = stored.layoutNode, node.positionedIndex >= 0 else { return }
        node.engine.markIntrinsicSizeStale(node)
        superview?.setNeedsLayout()
    }

    /// The target size for the smallest fitting size: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest fitting size. Apple does not
    /// document the numbers; OpenUIKit uses 10,000,000 on each axis.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size that best meets the view's constraints, pulled towards
    /// `targetSize` at the given priorities (`.required` fixes that axis).
    /// Constraints installed above the view take part too.
    func defaultSystemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        AutoLayoutEngine.current.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the active constraints leave the view's frame undetermined
    /// (false for a view that takes no part in Auto Layout).
    var defaultHasAmbiguousLayout: Bool {
        AutoLayoutEngine.current.isAmbiguous(self, axis: .horizontal)
            || AutoLayoutEngine.current.isAmbiguous(self, axis: .vertical)
    }

    /// Pushes each ambiguous variable of the view 10 points along its free
    /// direction with a momentary edit below every priority, then lays
    /// the superview out again.
    func defaultExerciseAmbiguity() {
        guard let node = stored.layoutNode else { return }
        AutoLayoutEngine.current.exerciseAmbiguity(of: node)
        superview?.setNeedsLayout()
    }

    /// The active constraints that refer to the view along `axis`.
    func defaultConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutEngine.current.constraintsAffecting(self, axis: axis)
    }

    // MARK: Layout guides

    /// Adds `layoutGuide` to the view (taking it from its previous view).
    func defaultAddLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.defaultRemoveLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        stored.layoutGuideStorage.append(layoutGuide)
    }

    /// Removes `layoutGuide`; constraints that refer to it are deactivated.
    func defaultRemoveLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        let engine = AutoLayoutEngine.current
        var host: UIView? = self
        while let view = host {
            for constraint in view.stored.installedConstraints
            where constraint.refers(to: layoutGuide) {
                engine.deactivate(constraint)
            }
            host = view.superview
        }
        if let node = layoutGuide.node { engine.discard(node) }
        layoutGuide.node = nil
        stored.layoutGuideStorage.removeAllIdentical(layoutGuide)
        layoutGuide.owningView = nil
    }

    /// The guide that follows the safe area (``safeAreaInsets``).
    var defaultSafeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.stored.safeAreaGuide, "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
    }

    /// The guide that follows the layout margins (measured from the safe
    /// area when ``insetsLayoutMarginsFromSafeArea``).
    var defaultLayoutMarginsGuide: UILayoutGuide {
        systemGuide(\.stored.marginsGuide, "UIViewLayoutMarginsGuide") { $0.effectiveLayoutMargins }
    }

    /// The guide for text: the layout margins, narrowed and centred to a
    /// readable width of at most 672 points. Difference from UIKit: the
    /// readable width does not follow Dynamic Type.
    var defaultReadableContentGuide: UILayoutGuide {
        systemGuide(\.stored.readableGuide, "UIViewReadableContentGuide") { view in
            var insets = view.effectiveLayoutMargins
            let extra = Swift.max(0, (view.bounds.width - insets.left - insets.right - 672) / 2)
            insets.left += extra
            insets.right += extra
            return insets
        }
    }

    /// The layout margins measured from the edges: plus the safe area
    /// when ``insetsLayoutMarginsFromSafeArea``.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        return margins
    }

    /// The guide for the keyboard's space at the bottom of the view (see
    /// ``UIKeyboardLayoutGuide``), made on first use. Difference from UIKit:
    /// `public`, not `open`.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = stored.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        stored.keyboardGuide = guide
        addInsetGuide(guide, identifier: "UIViewKeyboardLayoutGuide") { [unowned guide] view in
            guide.keyboardInsets(in: view)
        }
        return guide
    }

    /// Adds a guide that keeps `insets` from the view's edges, as the
    /// built-in guides do (for a view controller's layout support guides).
    func addInsetGuide(
        _ guide: UILayoutGuide, identifier: String, insets: @escaping @MainActor (UIView) -> UIEdgeInsets
    ) {
        guide.identifier = identifier
        guide.owningView = self
        guide.systemInsets = { [unowned self] in insets(self) }
        stored.supportGuides.append(guide)
    }

    /// A built-in guide, made on first use with its identifier and insets.
    private func systemGuide(
        _ slot: ReferenceWritableKeyPath<UIView, UILayoutGuide?>, _ identifier: String,
        insets: @escaping @MainActor (UIView) -> UIEdgeInsets
    ) -> UILayoutGuide {
        if let guide = self[keyPath: slot] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        guide.systemInsets = { [unowned self] in insets(self) }
        self[keyPath: slot] = guide
        return guide
    }

    // MARK: Anchors (public, not open: difference from UIKit, where they can be overridden)

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .leading)) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .trailing)) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .left)) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .right)) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .top)) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .bottom)) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(self, .width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(AnchorExpression(self, .height)) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(AnchorExpression(self, .centerX)) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .centerY)) }
    /// The baseline of the first line of text (the bottom for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .firstBaseline)) }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(AnchorExpression(self, .lastBaseline)) }

    // MARK: For the engine

    /// Sets the untransformed frame (bounds size and centre) whose alignment
    /// rectangle is `alignmentRect`.
    func setAlignmentFrame(_ alignmentRect: CGRect) {
        let frame = frame(forAlignmentRect: alignmentRect)
        let anchor = layer.anchorPoint
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
    }
}
