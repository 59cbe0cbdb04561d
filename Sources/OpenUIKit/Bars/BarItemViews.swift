import Foundation

/// The views a bar shows for its bar button items: a ``BarItemButton`` per
/// item (kept while the item stays), or the item's custom view. Spaces and
/// hidden items have none.
@MainActor
struct BarItemViews {
    /// The views shown, by item.
    private var views: [ObjectIdentifier: (item: UIBarButtonItem, view: UIView)] = [:]
    /// The items last shown (spaces and hidden ones too), in order.
    private var items: [UIBarButtonItem] = []

    /// Shows `items` in `bar`: makes or updates their views, adds them to
    /// `bar`, removes the views no longer shown, and makes `bar` the
    /// observer of the items (letting go of the items it no longer shows).
    mutating func show(_ items: [UIBarButtonItem], in bar: UIView & BarContentObserver) {
        let current = Set(items.map { ObjectIdentifier($0) })
        for old in self.items where !current.contains(ObjectIdentifier(old)) && old.contentObserver === bar {
            old.contentObserver = nil
        }
        var shown: [ObjectIdentifier: (item: UIBarButtonItem, view: UIView)] = [:]
        for item in items {
            item.contentObserver = bar
            guard !item.isSpace, !item.isHidden else { continue }
            let view: UIView
            if let customView = item.customView {
                view = customView
            } else if let button = views[ObjectIdentifier(item)]?.view as? BarItemButton {
                view = button
            } else {
                view = BarItemButton(item: item)
            }
            if view.superview !== bar { bar.addSubview(view) }
            (view as? BarItemButton)?.update()
            shown[ObjectIdentifier(item)] = (item, view)
        }
        let kept = Set(shown.values.map { ObjectIdentifier($0.view) })
        for old in views.values where old.view.superview === bar && !kept.contains(ObjectIdentifier(old.view)) {
            old.view.removeFromSuperview()
        }
        views = shown
        self.items = items
    }

    /// The view shown for `item` (nil for spaces, hidden items and items not shown).
    func view(for item: UIBarButtonItem) -> UIView? {
        views[ObjectIdentifier(item)]?.view
    }

    /// The width a bar gives `item`'s view: ``UIBarButtonItem/width`` when
    /// set, else a button's content width or a custom view's frame width.
    func width(of item: UIBarButtonItem) -> CGFloat {
        guard let view = view(for: item) else { return 0 }
        if let button = view as? BarItemButton { return button.barWidth }
        return item.width > 0 ? item.width : view.frame.width
    }
}
