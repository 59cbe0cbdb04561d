import Foundation

/// A bar, usually at the bottom of the screen, showing a row of bar
/// button items.
///
/// Layout (44 points): items are placed left to right from 16 points in
/// (clear of the safe area's left and right insets), 8 points apart,
/// each as wide as its content (or its ``UIBarButtonItem/width``). A fixed
/// space takes its width; flexible spaces share what the other items
/// leave equally, so one flexible space pushes the items after it to the
/// right edge and a flexible space on each side of an item centres it.
/// Spaces add no gap of their own. Tapping an item performs its action.
///
/// Differences from UIKit: `setItems(_:animated:)` changes the bar at
/// once; no appearance objects, background or shadow images, or blur; a
/// translucent bar is its colour at 94% opacity.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    var itemsStorage: [UIBarButtonItem] = []
    /// Whether the shown views must be rebuilt from the items before the next layout.
    var needsContentUpdate = true
    let backgroundView = BarBackgroundView(hairlineEdge: .top)
    var itemViews = BarItemViews()

    /// Creates a toolbar with `frame` and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    /// Creates a toolbar from an archive (nothing beyond a plain view is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    /// The toolbar's delegate (held weakly).
    open weak var delegate: (any UIToolbarDelegate)?

    /// The items shown, left to right (nil when empty). Setting it is
    /// ``setItems(_:animated:)`` without animation.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage.isEmpty ? nil : itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemsStorage = items ?? []
        barContentDidChange()
    }

    /// The bar's look (default `.default`).
    open var barStyle: UIBarStyle = .default {
        didSet { if barStyle != oldValue { barContentDidChange() } }
    }

    /// Whether the bar is slightly see-through (default true).
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { barContentDidChange() } }
    }

    /// The bar's background colour (default nil: the style's).
    open var barTintColor: UIColor? {
        didSet { if barTintColor != oldValue { barContentDidChange() } }
    }

    /// The given width by 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// No intrinsic width; 44 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// Rebuilds the item views if the items changed, then places them
    /// (see the class discussion).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsContentUpdate {
            needsContentUpdate = false
            backgroundView.update(barTintColor: barTintColor, barStyle: barStyle, translucent: isTranslucent)
            itemViews.show(itemsStorage, in: self)
        }
        layoutItems()
    }
}
