import Foundation

extension UIView {
    /// One view's layout, run from its layer's layout: safe area first,
    /// then pending constraint updates, then ``layoutSubviews()``, then the
    /// safe area of subviews it moved.
    ///
    /// A view controller's root view runs the controller's part of the pass
    /// around `layoutSubviews()` instead: `viewIsAppearing` (when due),
    /// `updateViewConstraints` (when needed), `viewWillLayoutSubviews`,
    /// then `viewDidLayoutSubviews` after.
    func layoutView() {
        updateSafeAreaInsets(relayoutSelf: false)
        let hooks = ownerHooks
        if let hooks { hooks.willLayout() } else { updateConstraintsIfNeeded() }
        layoutSubviews()
        hooks?.didLayout()
        for subview in stored.subviewStorage { subview.updateSafeAreaInsets() }
    }

    /// Recomputes the safe area from the superview's (or, for a window,
    /// the screen's) and reports a change; the view (unless it is about to
    /// lay out anyway) and its subviews then need layout.
    func updateSafeAreaInsets(relayoutSelf: Bool = true) {
        let insets = computedSafeAreaInsets
        guard insets != stored.safeAreaInsetsStorage else { return }
        stored.safeAreaInsetsStorage = insets
        if stored.layoutNode != nil { AutoLayoutEngine.current.systemGuidesNeedUpdate(of: self) }
        safeAreaInsetsDidChange()
        ownerHooks?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { notifyLayoutMarginsDidChange() }
        if relayoutSelf { setNeedsLayout() }
        for subview in stored.subviewStorage { subview.setNeedsLayout() }
    }

    /// The part of the superview's safe area insets that overlaps this
    /// view, plus what its view controller adds (its
    /// `additionalSafeAreaInsets` and the bars of its container).
    var computedSafeAreaInsets: UIEdgeInsets {
        let inherited = inheritedSafeAreaInsets
        guard let additional = ownerHooks?.safeAreaInsetsAddedByOwner, additional != .zero else { return inherited }
        return UIEdgeInsets(
            top: inherited.top + additional.top, left: inherited.left + additional.left,
            bottom: inherited.bottom + additional.bottom, right: inherited.right + additional.right)
    }

    /// The part of the superview's safe area insets that overlaps this view.
    private var inheritedSafeAreaInsets: UIEdgeInsets {
        if stored.isWindow { return unsafeDowncast(self, to: UIWindow.self).screenSafeAreaInsets }
        guard let superview = stored.superviewStorage else { return .zero }
        let parentInsets = superview.stored.safeAreaInsetsStorage
        guard parentInsets != .zero else { return .zero }
        let safe = superview.bounds.inset(by: parentInsets)
        let mine = convert(bounds, to: superview)
        let insets = UIEdgeInsets(
            top: Swift.max(0, safe.minY - mine.minY), left: Swift.max(0, safe.minX - mine.minX),
            bottom: Swift.max(0, mine.maxY - safe.maxY), right: Swift.max(0, mine.maxX - safe.maxX))
        return UIEdgeInsets(
            top: Swift.min(insets.top, bounds.height), left: Swift.min(insets.left, bounds.width),
            bottom: Swift.min(insets.bottom, bounds.height), right: Swift.min(insets.right, bounds.width))
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != stored.layoutMarginsStorage else { return }
        stored.layoutMarginsStorage = margins
        if stored.layoutNode != nil { AutoLayoutEngine.current.systemGuidesNeedUpdate(of: self) }
        notifyLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The minimum margins of a view controller's root view changed.
    func layoutMarginsMinimumDidChange() {
        if stored.layoutNode != nil { AutoLayoutEngine.current.systemGuidesNeedUpdate(of: self) }
        notifyLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// `layoutMarginsDidChange()`, then the view controller's `viewLayoutMarginsDidChange()`.
    func notifyLayoutMarginsDidChange() {
        layoutMarginsDidChange()
        ownerHooks?.viewLayoutMarginsDidChange()
    }
}

/// What a view tells the view controller whose root view it is: layout
/// (`viewWillLayoutSubviews`/`viewDidLayoutSubviews` around
/// `layoutSubviews()`), window moves (appearance), safe-area and margin
/// changes, and its traits (a controller is a trait environment between
/// its view and the view's superview). Views call these without knowing
/// about view controllers.
@MainActor
protocol ViewOwnerHooks: TraitEnvironmentNode {
    func willLayout()
    func didLayout()
    func updateConstraintsOfView()
    func viewWillMove(toWindow newWindow: UIWindow?)
    func viewDidMoveToWindow()
    func viewSafeAreaInsetsDidChange()
    func viewLayoutMarginsDidChange()
    /// Insets added to the root view's inherited safe area: the
    /// controller's `additionalSafeAreaInsets` plus what its container's
    /// bars cover.
    var safeAreaInsetsAddedByOwner: UIEdgeInsets { get }
    /// The smallest margins the root view may have (nil: no minimum).
    var minimumLayoutMargins: UIEdgeInsets? { get }
}

extension UIView {
    /// The hooks of the view controller whose root view this is.
    var ownerHooks: (any ViewOwnerHooks)? {
        stored.owner
    }
}
