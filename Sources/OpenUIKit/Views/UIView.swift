import Foundation

/// An object that manages the content for a rectangular area on the
/// screen, backed by a Core Animation layer.
///
/// Geometry and appearance properties are the layer's (`frame`, `bounds`,
/// `center`, `transform`, `alpha`, `isHidden`, `backgroundColor`,
/// `clipsToBounds`); the view is its layer's delegate, so layer layout runs
/// ``layoutSubviews()`` and layer display runs ``draw(_:)``.
///
/// Differences from UIKit, forced by Linux Swift:
/// - `init?(coder:)` decodes nothing beyond a plain view (storyboards build
///   their views in code; see the storyboard issue).
/// - A view gets a backing store only when its ``draw(_:)`` asks for a
///   context (`UIGraphicsGetCurrentContext()`, a `UIBezierPath` or string
///   drawing); UIKit instead checks whether `draw(_:)` is overridden, which
///   needs the Objective-C runtime. The visible result is the same.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    // MARK: Storage

    let backingLayer: CALayer
    /// Everything else a view keeps (see ``Stored``).
    ///
    /// `@exclusivity(unchecked)`: every access is on the main actor and
    /// none overlaps another (the view code never holds an access across a
    /// call that could reach the same view's storage), so Swift's dynamic
    /// exclusivity checks, a call per access on the hottest paths (layout,
    /// hit testing, adding and removing views), are off here.
    /// `nonisolated(unsafe)`: `deinit` (nonisolated) clears its subviews'
    /// links to it.
    @exclusivity(unchecked) nonisolated(unsafe) var stored = Stored()
    var tintColorStorage: UIColor?
    /// The view controller whose root view this is (set by view
    /// controllers): a responder with the hooks a view calls, so views
    /// reach it without naming the view-controller layer above them.
    /// Kept in ``Stored/owner`` (see there why it is not weak).
    var owningViewController: (UIResponder & ViewOwnerHooks)? {
        get { stored.owner }
        set { stored.owner = newValue }
    }
    /// The trait environment's state (``TraitEnvironmentNode``).
    var traitState: TraitEnvironmentState {
        get { stored.traitState }
        _modify { yield &stored.traitState }
    }

    // MARK: Creating views

    /// The class of the layer created for each instance (default `CALayer`).
    /// Must be `CALayer` or a subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        backingLayer = layerType.init()
        super.init()
        backingLayer.setOwningDelegate(self)
        backingLayer.contentsScale = UIScreen.main.scale
        backingLayer.isOpaque = true
        self.frame = frame
        backingLayer.setNeedsDisplay()
        if type(of: self).requiresConstraintBasedLayout { stored.needsConstraintUpdateStorage = true }
    }

    /// Creates a plain view from an archive (storyboards create views in code).
    public required init?(coder: NSCoder) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        backingLayer = layerType.init()
        super.init()
        backingLayer.setOwningDelegate(self)
        backingLayer.contentsScale = UIScreen.main.scale
        backingLayer.setNeedsDisplay()
    }

    /// A view's accessibility frame is its bounds in screen coordinates.
    override var defaultAccessibilityFrame: CGRect {
        let inWindow = convert(bounds, to: nil)
        guard let window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// A view released off the main queue (a test framework keeping a
    /// failed expectation's operands) leaves its solver variables behind
    /// rather than touching the main actor's engine; it only clears the
    /// references its node and constraints keep to it. A view with a layout
    /// node leaves through the node's engine, which may be an earlier
    /// runtime's.
    deinit {
        if stored.layoutNode != nil || !stored.installedConstraints.isEmpty || !stored.layoutGuideStorage.isEmpty {
            if MainQueue.isCurrent {
                MainQueue.runIsolated { (stored.layoutNode?.engine ?? AutoLayoutEngine.current).viewWillDeallocate(self) }
            } else {
                stored.layoutNode?.forgetViewOffMainQueue()
                for constraint in stored.installedConstraints { constraint.forgetHostOffMainQueue() }
            }
        }
        for subview in stored.subviewStorage { subview.stored.superviewStorage = nil }
        for recognizer in stored.gestureRecognizerStorage where recognizer.viewStorage === self {
            recognizer.viewStorage = nil
        }
        backingLayer.clearOwningDelegate(self)
    }

    /// The view's Core Animation layer (its delegate is the view).
    open var layer: CALayer { backingLayer }

    // MARK: Geometry

    /// The view's frame in its superview's coordinates. Setting it sets
    /// `center` and `bounds.size`; with a non-identity transform the value
    /// is undefined, as UIKit documents.
    open var frame: CGRect {
        get { backingLayer.frame }
        set { setFrame(newValue) }
    }

    /// The view's own coordinate space: origin and size.
    open var bounds: CGRect {
        get { backingLayer.bounds }
        set { setBounds(newValue) }
    }

    /// The centre of the frame in the superview's coordinates (the layer's
    /// position).
    open var center: CGPoint {
        get { backingLayer.position }
        set {
            backingLayer.position = newValue
            if let node = stored.layoutNode { node.engine.viewGeometryDidChange(self, node: node) }
            keyValueDidChange()
        }
    }

    /// The 2D transform applied about the centre.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(backingLayer.transform) }
        set {
            backingLayer.transform = CATransform3DMakeAffineTransform(newValue)
            keyValueDidChange()
        }
    }

    /// The 3D transform applied about the centre.
    open var transform3D: CATransform3D {
        get { backingLayer.transform }
        set {
            backingLayer.transform = newValue
            keyValueDidChange()
        }
    }

    // MARK: Appearance

    /// Opacity from 0 to 1.
    open var alpha: CGFloat {
        get { CGFloat(backingLayer.opacity) }
        set {
            backingLayer.opacity = Float(newValue)
            keyValueDidChange()
        }
    }

    /// Whether the view (and its subviews) are hidden.
    open var isHidden: Bool {
        get { backingLayer.isHidden }
        set {
            guard newValue != backingLayer.isHidden else { return }
            backingLayer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewDidChange(self, visibility: true)
            keyValueDidChange()
        }
    }

    /// The background colour (nil: transparent).
    open var backgroundColor: UIColor? {
        get { stored.backgroundColorStorage }
        set {
            stored.backgroundColorStorage = newValue
            backingLayer.backgroundColor = newValue?.cgColor
            keyValueDidChange()
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { backingLayer.masksToBounds }
        set { backingLayer.masksToBounds = newValue }
    }

    /// Whether the view promises to be opaque (default true).
    open var isOpaque: Bool {
        get { backingLayer.isOpaque }
        set { backingLayer.isOpaque = newValue }
    }

    /// How the content is laid out when the bounds change.
    open var contentMode: ContentMode {
        get { stored.contentModeStorage }
        set { setContentMode(newValue) }
    }

    /// The tint colour: this view's, else the nearest ancestor's, else the
    /// system default (system blue).
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .tintColor }
        set { setTintColor(newValue) }
    }

    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}

    /// A number identifying the view (default 0).
    open var tag: Int = 0

    /// The identifier that names the view in saved state (a storyboard may
    /// set it): a view with one, in the view of a controller that is
    /// preserved, has its ``encodeRestorableState(with:)`` called.
    open var restorationIdentifier: String?

    /// Saves the view's state (call super); the base saves nothing.
    /// ``UIScrollView`` saves its content offset.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Restores what ``encodeRestorableState(with:)`` saved (call super).
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Whether the view receives touches (default true).
    open var isUserInteractionEnabled = true {
        didSet { keyValueDidChange() }
    }

    /// Whether the view receives more than one touch (default false).
    open var isMultipleTouchEnabled = false

    /// Whether the view's touches exclude other views' (default false).
    open var isExclusiveTouch = false

    // MARK: Margins and safe area

    /// The default spacing inside the view's edges (default 8 points each).
    /// A view controller's root view reports at least the controller's
    /// `systemMinimumLayoutMargins` at the sides while it respects them.
    open var layoutMargins: UIEdgeInsets {
        get {
            var margins = stored.layoutMarginsStorage
            if let minimum = ownerHooks?.minimumLayoutMargins {
                margins.left = Swift.max(margins.left, minimum.left)
                margins.right = Swift.max(margins.right, minimum.right)
                margins.top = Swift.max(margins.top, minimum.top)
                margins.bottom = Swift.max(margins.bottom, minimum.bottom)
            }
            return margins
        }
        set { setLayoutMargins(newValue) }
    }

    /// The layout margins in leading/trailing terms (left-to-right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the superview's margins also push this view's content in.
    open var preservesSuperviewLayoutMargins: Bool {
        get { stored.preservesSuperviewLayoutMargins }
        set { stored.preservesSuperviewLayoutMargins = newValue }
    }

    /// Whether the margins grow to keep content out of the safe area's
    /// insets (default true).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { stored.insetsLayoutMarginsFromSafeArea }
        set { stored.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    /// The part of the view covered by bars or the screen's edges, as
    /// insets; updated during layout.
    open var safeAreaInsets: UIEdgeInsets { stored.safeAreaInsetsStorage }

    /// Called when ``safeAreaInsets`` changes (during layout, before
    /// ``layoutSubviews()``).
    open func safeAreaInsetsDidChange() {}

    // MARK: Hierarchy

    /// The view's superview.
    open var superview: UIView? { stored.superviewStorage }

    /// The subviews, back to front.
    open var subviews: [UIView] { stored.subviewStorage }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        // Unowned references: the walk retains no view on the way up.
        unowned(unsafe) var current: UIView = self
        while !current.stored.isWindow {
            guard let superview = current.stored.superviewStorage else { return nil }
            current = superview
        }
        return unsafeDowncast(current, to: UIWindow.self)
    }

    /// Adds `view` as the frontmost subview (moving it from any other
    /// superview). Adding a view to itself or its descendant is refused
    /// with a message.
    open func addSubview(_ view: UIView) {
        insertSubviewChecked(view, at: stored.subviewStorage.count)
    }

    /// Inserts `view` at `index` (clamped).
    open func insertSubview(_ view: UIView, at index: Int) {
        insertSubviewChecked(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, above: false)
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, above: true)
    }

    /// Removes the view from its superview (and window).
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        reorder(view, toFront: true)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        reorder(view, toFront: false)
    }

    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchangeSubviews(index1, index2)
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let node = current {
            if node === view { return true }
            current = node.stored.superviewStorage
        }
        return false
    }

    /// The view with `tag`: this view or its first descendant (depth first).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in stored.subviewStorage {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called on the view before it moves to `newSuperview` (nil: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called on the view after its superview changed.
    open func didMoveToSuperview() {}

    /// Called on the view and its descendants before their window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called on the view and its descendants after their window changed.
    open func didMoveToWindow() {}

    /// Called on the superview after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on the superview before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Marks the view as needing layout at the next layout pass.
    open func setNeedsLayout() {
        backingLayer.setNeedsLayout()
    }

    /// Lays out now if layout is pending (from the highest ancestor that
    /// needs it), after the constraint pass of the whole hierarchy (see
    /// `UIView+ConstraintPass.swift`).
    open func layoutIfNeeded() {
        layoutWithConstraintPass()
    }

    /// Lays out subviews. The default gives each subview that Auto Layout
    /// positions (``translatesAutoresizingMaskIntoConstraints`` false) its
    /// solved frame; overrides call `super` first.
    open func layoutSubviews() {
        AutoLayoutEngine.current.applyLayout(toSubviewsOf: self)
    }

    /// Marks the view's constraints as needing an update in the next
    /// constraint pass (which runs before the layout pass), and the view
    /// as needing layout (UIKit marks both).
    open func setNeedsUpdateConstraints() {
        stored.needsConstraintUpdateStorage = true
        markAncestorsForConstraintPass()
        setNeedsLayout()
    }

    /// Whether the constraints need an update.
    open func needsUpdateConstraints() -> Bool { stored.needsConstraintUpdateStorage }

    /// Runs the constraint pass over this view and its subviews now,
    /// bottom-up: each view whose constraints need an update gets
    /// ``updateConstraints()`` — or, for a view controller's root view, the
    /// controller's `updateViewConstraints()` — after its subviews.
    open func updateConstraintsIfNeeded() {
        guard stored.needsConstraintUpdateStorage || stored.subtreeNeedsConstraintUpdate else { return }
        runConstraintPass(AutoLayoutEngine.current)
    }

    /// Updates the view's constraints (in the constraint pass, before the
    /// layout pass); overrides call `super` last.
    open func updateConstraints() {}

    /// Where the view's text baselines are, for baseline constraints: the
    /// first from the top, the last from the bottom; nil for views without
    /// text (their baselines are the bottom). `UILabel` overrides it.
    var baselineOffsetsForLayout: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }

    /// Called after Auto Layout changed the view's width, or gave a view
    /// that ``awaitsLayoutWidth`` its frame; a multi-line label re-measures
    /// its intrinsic height here.
    func layoutEngineDidChangeWidth() {}

    /// Whether the view measured its intrinsic size before knowing its
    /// width and needs ``layoutEngineDidChangeWidth()`` after the next
    /// solve even if its width stays (a wrapping label whose text changed).
    var awaitsLayoutWidth: Bool { false }

    /// Whether subviews are resized by their autoresizing masks when the
    /// bounds change (default true).
    open var autoresizesSubviews: Bool {
        get { stored.autoresizesSubviews }
        set { stored.autoresizesSubviews = newValue }
    }

    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask {
        get { stored.autoresizingMask }
        set { stored.autoresizingMask = newValue }
    }

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    /// The natural size of the content (default no intrinsic size).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that ``intrinsicContentSize`` changed: the content
    /// constraints are brought up to date before the next layout pass.
    open func invalidateIntrinsicContentSize() {
        if let node = stored.layoutNode, node.positionedIndex >= 0 { node.engine.markIntrinsicSizeStale(node) }
        superview?.setNeedsLayout()
        (superview as? UIStackView)?.arrangedSubviewDidChange(self, visibility: false)
    }

    /// The value meaning "no intrinsic size" along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout (implemented in Layout/UIView+AutoLayout.swift)

    /// Whether the view's frame (and autoresizing mask) becomes constraints
    /// (default true). Set it to false for a view that constraints place:
    /// its superview's `layoutSubviews()` then gives it the solved frame.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { stored.translatesAutoresizingMask }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// The constraints installed on this view (activated constraints whose
    /// closest common ancestor is this view, or added with ``addConstraint(_:)``).
    open var constraints: [NSLayoutConstraint] { stored.installedConstraints }

    /// Installs and activates `constraint` on this view, which must be an
    /// ancestor of (or be) each of its items — else UIKit's exception.
    /// Prefer `isActive` / ``NSLayoutConstraint/activate(_:)``.
    open func addConstraint(_ constraint: NSLayoutConstraint) { defaultAddConstraint(constraint) }

    /// ``addConstraint(_:)`` for each.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { defaultRemoveConstraint(constraint) }

    /// ``removeConstraint(_:)`` for each.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the view needs constraint-based layout even without
    /// constraints; when true, new views start with their constraints
    /// needing an update (default false).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// How strongly the view resists growing beyond its intrinsic size
    /// along `axis` (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        defaultContentHuggingPriority(for: axis)
    }

    /// Sets the content hugging priority of `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        defaultSetContentHuggingPriority(priority, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size
    /// along `axis` (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        defaultContentCompressionResistancePriority(for: axis)
    }

    /// Sets the compression resistance priority of `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        defaultSetContentCompressionResistancePriority(priority, for: axis)
    }

    /// The view whose first baseline stands for this one's in baseline
    /// constraints (default the view itself; a stack view answers with an
    /// arranged view). Read when a baseline constraint is activated.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline stands for this one's in baseline
    /// constraints (default the view itself).
    open var forLastBaselineLayout: UIView { self }

    /// How far the rectangle Auto Layout aligns (the alignment rectangle)
    /// lies inside the frame on each side (default zero). Override it for
    /// a view whose drawing has ornaments (a shadow, a badge) that
    /// constraints should ignore.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a view whose frame is `frame`: `frame`
    /// inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame of a view whose alignment rectangle is `alignmentRect`:
    /// `alignmentRect` grown by ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The size that best meets the view's constraints and is closest to
    /// `targetSize` (both axes at `.fittingSizeLevel`). Does not resize the view.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that best meets the view's constraints, pulled towards
    /// `targetSize` at the given priorities (`.required` fixes that axis).
    /// Constraints installed above the view take part too.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        defaultSystemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// Whether the active constraints leave the view's frame undetermined
    /// (false for a view that takes no part in Auto Layout).
    open var hasAmbiguousLayout: Bool { defaultHasAmbiguousLayout }

    /// Moves an ambiguous view to another of its equally good frames (for
    /// debugging: call it repeatedly to see what the constraints leave
    /// open); does nothing to a view whose frame is determined.
    open func exerciseAmbiguityInLayout() { defaultExerciseAmbiguity() }

    /// The active constraints that refer to the view along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        defaultConstraintsAffectingLayout(for: axis)
    }

    /// The guides added to the view.
    open var layoutGuides: [UILayoutGuide] { stored.layoutGuideStorage }

    /// Adds `layoutGuide` to the view (taking it from its previous view).
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { defaultAddLayoutGuide(layoutGuide) }

    /// Removes `layoutGuide`; constraints that refer to it are deactivated.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { defaultRemoveLayoutGuide(layoutGuide) }

    /// The guide that follows the safe area (``safeAreaInsets``).
    open var safeAreaLayoutGuide: UILayoutGuide { defaultSafeAreaLayoutGuide }

    /// The guide that follows the layout margins (measured from the safe
    /// area when ``insetsLayoutMarginsFromSafeArea``).
    open var layoutMarginsGuide: UILayoutGuide { defaultLayoutMarginsGuide }

    /// The guide for text: the layout margins, narrowed and centred to a
    /// readable width of at most 672 points. Difference from UIKit: the
    /// readable width does not follow Dynamic Type.
    open var readableContentGuide: UILayoutGuide { defaultReadableContentGuide }

    // MARK: Drawing

    /// Draws the view's content into the current context. The default
    /// draws nothing (and, as nothing asks for a context, no backing store
    /// is made).
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view for redrawing.
    open func setNeedsDisplay() {
        backingLayer.setNeedsDisplay()
    }

    /// Marks part of the view for redrawing.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        backingLayer.setNeedsDisplay(invalidRect)
    }

    /// Draws the view and its subviews, as they are on screen, into `rect`
    /// of the current context (scaled to fill it).
    ///
    /// What is drawn is the presentation — running animations included —
    /// in the view's own coordinates: its own position and transform are
    /// left out, its opacity kept. With `afterScreenUpdates` true, pending
    /// changes are committed first (`CATransaction.flush()`, which also
    /// lays out and redraws); with false, changes not yet committed do not
    /// show. Returns false, drawing nothing, without a current context or
    /// when the view has never been committed (it was never on screen).
    ///
    /// Differences from UIKit: works for views outside a window too; a view
    /// whose own transform is 3D is drawn as if its transform were its
    /// affine part.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        defaultDrawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }

    /// A new view showing a picture of this view as it is on screen now.
    ///
    /// The snapshot is a plain view with this view's bounds size (frame
    /// origin zero) whose layer's contents are an image of the view's
    /// presentation (subviews included, own position and transform left
    /// out) at its screen's scale; it keeps showing that picture whatever
    /// happens to this view later. With `afterScreenUpdates` true, pending
    /// changes are committed first. A view never committed gives a
    /// snapshot without contents.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A new view showing a picture of `rect` (in this view's bounds
    /// coordinates) of this view as it is on screen, stretchable outside
    /// `capInsets` (through the layer's `contentsCenter`). See
    /// ``snapshotView(afterScreenUpdates:)``.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        defaultResizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }

    // MARK: Hit testing

    /// The farthest descendant (or self) that contains `point` (in this
    /// view's coordinates) and takes touches: hidden views, views with
    /// interaction disabled and views with alpha < 0.01 are skipped;
    /// subviews are tried front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Traits

    /// The view's traits: its view controller's for a controller's root
    /// view, else its superview's; a window's come from its screen and
    /// size. A view outside any window has the main screen's.
    open var traitCollection: UITraitCollection { resolvedTraitCollection() }

    /// Called after the view's traits changed, in the layout phase before
    /// any layout, parent before child. Deprecated in iOS 17: prefer
    /// `registerForTraitChanges`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view, in the order added
    /// (nil when there are none, as in UIKit). Setting it detaches the
    /// current ones and attaches the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { stored.gestureRecognizerStorage.isEmpty ? nil : stored.gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches `gestureRecognizer` to the view (the view keeps it). A
    /// recognizer attached to another view moves here; adding one twice
    /// changes nothing.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled
    /// (or fails when undecided) and the recognizer resets.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// Whether `gestureRecognizer` may leave `.possible`: asked of the
    /// recognizer's view and of every view its touches began in. The
    /// default returns true; controls whose default action is a tap
    /// (``UIButton``) refuse their ancestors' single-finger single taps.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Responder chain

    /// The view controller whose view this is, else the superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    // MARK: CALayerDelegate

    /// Draws the view's content: runs ``draw(_:)`` with a context created
    /// only if the drawing code asks for one.
    open func display(_ layer: CALayer) {
        displayLayer(layer)
    }

    /// Lays out the view: updates the safe area, then ``layoutSubviews()``.
    open func layoutSublayers(of layer: CALayer) {
        layoutView()
    }

    /// The action for a layer property change: an animation inside an
    /// animation block, nothing (`NSNull`) otherwise — views do not animate
    /// implicitly.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        animationAction(for: layer, forKey: event)
    }

    // MARK: NSObject

    /// A description with the class, frame and layer, as UIKit prints.
    open override nonisolated var description: String {
        MainActor.assumeIsolated {
            let kind = String(describing: type(of: self))
            let f = frame
            return "<\(kind): frame = (\(f.origin.x) \(f.origin.y); \(f.width) \(f.height)); layer = \(layer)>"
        }
    }
}
