import Foundation

/// A bar at the bottom of the screen showing a row of tab bar items, one
/// of them selected.
///
/// Layout (49 points): the items take equal slots across the width (clear
/// of the safe area's left and right insets), or — centred positioning —
/// slots of ``itemWidth`` points ``itemSpacing`` apart in the middle. Each
/// slot shows its item's image above a 10-point title, in ``tintColor``
/// when selected and ``unselectedItemTintColor`` (default system grey)
/// otherwise, with a red badge at the image's top right showing
/// ``UITabBarItem/badgeValue``.
///
/// Tapping an item selects it (``selectedItem``) and tells the delegate
/// (``UITabBarDelegate/tabBar(_:didSelect:)``), even when it was already
/// selected.
///
/// Differences from UIKit: `setItems(_:animated:)` changes the bar at
/// once; no customising sheet, appearance objects, background, shadow or
/// selection-indicator images, or blur; a translucent bar is its colour at
/// 94% opacity; slots are stacked (image above title) at every width.
@preconcurrency @MainActor
open class UITabBar: UIView {
    var itemsStorage: [UITabBarItem] = []
    /// Whether the slots must be rebuilt from the items before the next layout.
    var needsContentUpdate = true
    let backgroundView = BarBackgroundView(hairlineEdge: .top)
    var slots: [TabBarButton] = []

    /// Asked before a tap selects an item, when set (default nil): false
    /// leaves everything as it is (no selection change, no delegate call).
    /// A tab bar controller that owns the bar sets it to veto or drive the
    /// selection itself.
    var shouldSelectItem: ((UITabBarItem) -> Bool)?

    /// Creates a tab bar with `frame` and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    /// Creates a tab bar from an archive (nothing beyond a plain view is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    /// The bar's delegate (held weakly), told when the user selects an item.
    open weak var delegate: (any UITabBarDelegate)?

    /// The items shown, left to right (nil when empty). Setting it is
    /// ``setItems(_:animated:)`` without animation.
    open var items: [UITabBarItem]? {
        get { itemsStorage.isEmpty ? nil : itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items; a selected item that is not among them is
    /// deselected.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        replaceItems(with: items ?? [])
    }

    /// The item shown as selected (held weakly; default nil). Setting it
    /// does not tell the delegate; an item not in ``items`` shows nothing
    /// selected.
    open weak var selectedItem: UITabBarItem? {
        didSet { if selectedItem !== oldValue { barContentDidChange() } }
    }

    /// The colour of unselected items (default nil: system grey).
    open var unselectedItemTintColor: UIColor? {
        didSet { if unselectedItemTintColor != oldValue { barContentDidChange() } }
    }

    /// The bar's background colour (default nil: the style's).
    open var barTintColor: UIColor? {
        didSet { if barTintColor != oldValue { barContentDidChange() } }
    }

    /// The bar's look (default `.default`).
    open var barStyle: UIBarStyle = .default {
        didSet { if barStyle != oldValue { barContentDidChange() } }
    }

    /// Whether the bar is slightly see-through (default true).
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { barContentDidChange() } }
    }

    /// How the items are placed across the bar (default `.automatic`).
    open var itemPositioning: ItemPositioning = .automatic {
        didSet { if itemPositioning != oldValue { setNeedsLayout() } }
    }

    /// The width of each slot with centred positioning (default 0: 76 points).
    open var itemWidth: CGFloat = 0 {
        didSet { if itemWidth != oldValue { setNeedsLayout() } }
    }

    /// The space between slots with centred positioning (default 0: 34 points).
    open var itemSpacing: CGFloat = 0 {
        didSet { if itemSpacing != oldValue { setNeedsLayout() } }
    }

    /// The given width by 49 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// No intrinsic width; 49 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// Rebuilds the slots if the items changed, then places them (see the
    /// class discussion).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsContentUpdate { updateSlots() }
        layoutSlots()
    }

    /// The selected item follows the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        barContentDidChange()
    }
}
