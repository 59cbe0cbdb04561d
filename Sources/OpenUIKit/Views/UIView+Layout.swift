import Foundation

extension UIView {
    /// One view's layout, run from its layer's layout: safe area first,
    /// then ``layoutSubviews()``, then the safe area of subviews it moved.
    ///
    /// View controllers hook in here (their `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews` surround `layoutSubviews()`).
    func layoutView() {
        updateSafeAreaInsets(relayoutSelf: false)
        layoutHooks?.willLayout()
        layoutSubviews()
        layoutHooks?.didLayout()
        for subview in subviewStorage { subview.updateSafeAreaInsets() }
    }

    /// Recomputes the safe area from the superview's (or, for a window,
    /// the screen's) and reports a change; the view (unless it is about to
    /// lay out anyway) and its subviews then need layout.
    func updateSafeAreaInsets(relayoutSelf: Bool = true) {
        let insets = computedSafeAreaInsets
        guard insets != safeAreaInsetsStorage else { return }
        safeAreaInsetsStorage = insets
        safeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
        if relayoutSelf { setNeedsLayout() }
        for subview in subviewStorage { subview.setNeedsLayout() }
    }

    /// The part of the superview's safe area insets that overlaps this view.
    var computedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.screenSafeAreaInsets }
        guard let superview = superviewStorage else { return .zero }
        let parentInsets = superview.safeAreaInsetsStorage
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
        guard margins != layoutMarginsStorage else { return }
        layoutMarginsStorage = margins
        layoutMarginsDidChange()
        setNeedsLayout()
    }
}

/// Code that runs around a view's `layoutSubviews()` (a view controller's
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`).
@MainActor
protocol ViewLayoutHooks: AnyObject {
    func willLayout()
    func didLayout()
}

extension UIView {
    /// The hooks of the view controller whose root view this is.
    var layoutHooks: (any ViewLayoutHooks)? { owningViewController as? any ViewLayoutHooks }
}
