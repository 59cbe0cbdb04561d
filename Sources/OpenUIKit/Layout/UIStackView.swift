import Foundation

/// A view that lines up its arranged subviews in a row or a column with
/// Auto Layout constraints it makes and keeps itself.
///
/// Arranged subviews are subviews too; the stack sets their
/// ``UIView/translatesAutoresizingMaskIntoConstraints`` to false and
/// constrains them by ``axis``, ``distribution``, ``alignment`` and
/// ``spacing``. A hidden arranged view takes no room (a zero size along
/// the axis) and the spacing around it collapses. The stack's constraints
/// carry UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-hiding`,
/// `UISV-alignment`, `UISV-canvas-fit`…) and are rebuilt in the constraint
/// pass after any change.
///
/// Differences from UIKit: a stack view draws its background colour (as
/// UIKit does since iOS 14); when arranged views with equal priorities
/// do not fit, which one gives is the solver's choice, not documented
/// index order.
///
/// Its stored properties skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`; ARCHITECTURE.md, "Storage and
/// exclusivity"): they are read on every layout, only on the main actor,
/// and no access spans a call.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The spacing value meaning "use ``spacing``" in ``setCustomSpacing(_:after:)``.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The spacing value meaning "the system's standard spacing" (8 points).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    @exclusivity(unchecked) private var arranged: [UIView] = []
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made in its last arrangement.
    @exclusivity(unchecked) var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of `.equalSpacing` and `.equalCentering`.
    @exclusivity(unchecked) var spacerGuides: [UILayoutGuide] = []
    /// Whether the arrangement must be rebuilt in the next constraint pass.
    @exclusivity(unchecked) var arrangementIsStale = false

    /// A horizontal stack with no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A horizontal stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack decoded from an archive (nothing beyond a plain view).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The views the stack arranges, in order (a subset of ``UIView/subviews``).
    open var arrangedSubviews: [UIView] { arranged }

    /// Appends `view` to the arranged views (and to the subviews if needed).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    /// Inserts `view` into the arranged views at `stackIndex` (0…count); a
    /// view already arranged moves. An index out of range is UIKit's
    /// exception and no change.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arranged.removeAllIdentical(view)
        guard stackIndex >= 0, stackIndex <= arranged.count else {
            UIKitDiagnostics.raise(
                "NSInvalidArgumentException",
                reason: "Insertion index \(stackIndex) beyond arranged subview count \(arranged.count)")
            return
        }
        arranged.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview (call
    /// `removeFromSuperview()` to remove it from the screen too).
    open func removeArrangedSubview(_ view: UIView) {
        guard arranged.containsIdentical(view) else { return }
        arranged.removeAllIdentical(view)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A subview leaving the stack stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// The direction views are lined up in (default `.horizontal`).
    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How views share the length along the axis (default `.fill`).
    @exclusivity(unchecked) open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Where views sit across the axis (default `.fill`).
    @exclusivity(unchecked) open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The gap between adjacent views (default 0; a minimum for
    /// `.equalSpacing` and `.equalCentering`).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether vertical spacing runs from one view's last baseline to the
    /// next view's first baseline (default false).
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether views are arranged inside the layout margins rather than
    /// the bounds (default false).
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` goes back
    /// to ``spacing``). A view that is not arranged is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arranged.containsIdentical(arrangedSubview) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, or
    /// ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The first visible arranged view's first-baseline view. Difference
    /// from UIKit: a horizontal stack always answers with its first
    /// visible arranged view.
    open override var forFirstBaselineLayout: UIView {
        arranged.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// A vertical stack's last visible arranged view's last-baseline view;
    /// a horizontal stack's first visible arranged view's.
    open override var forLastBaselineLayout: UIView {
        let view = axis == .vertical ? arranged.last { !$0.isHidden } : arranged.first { !$0.isHidden }
        return view?.forLastBaselineLayout ?? self
    }

    /// Rebuilds the stack's constraints if anything changed, then `super`.
    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// The arrangement must be rebuilt in the next constraint pass.
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    /// An arranged view was hidden or shown (`visibility`), or its
    /// intrinsic size changed (which matters to `.fillProportionally`).
    func arrangedSubviewDidChange(_ view: UIView, visibility: Bool) {
        guard visibility || distribution == .fillProportionally, arranged.containsIdentical(view) else { return }
        arrangementDidChange()
    }

    /// The gap after `view` in points.
    func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? NSLayoutConstraint.systemSpacing : value
    }
}
