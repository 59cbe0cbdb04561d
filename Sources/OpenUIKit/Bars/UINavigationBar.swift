import Foundation

/// A bar at the top of the screen showing a stack of navigation items:
/// the top item's title in the middle with its bar button items on either
/// side, and a back button to the item below it.
///
/// Layout (compact bar, 44 points): the title — 17-point semibold, or the
/// top item's ``UINavigationItem/titleView`` — is centred on the bar, and
/// moved or shortened so it stays 8 points clear of the side items. On
/// the left, 8 points in, the back button (a chevron and the back item's
/// title, shortened to "Back" or to the chevron when it does not fit
/// beside the title), then the top item's left items; its left items
/// replace the back button unless it says
/// ``UINavigationItem/leftItemsSupplementBackButton``. On the right, 16
/// points in, the right items from right to left. Items are 16 points
/// apart. A ``UINavigationItem/prompt`` adds a 30-point line above (74
/// points); a large title (``prefersLargeTitles``) adds 52 points below
/// with the title in 34-point bold at the leading margin. Side margins
/// also clear the safe area's left and right insets.
///
/// Tapping the back button pops the top item (``popItem(animated:)``,
/// which asks the delegate); tapping a bar button item performs its
/// action. Buttons are real ``UIButton``s, so touches reach them as they
/// reach any control.
///
/// Differences from UIKit: changes are never animated (`animated:` is
/// accepted; the bar changes at once and the delegate's `did` methods run
/// at once); no appearance objects (`standardAppearance`…), back indicator
/// images or blur; a translucent bar is its colour at 94% opacity; large
/// titles do not collapse on scroll.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    var itemsStorage: [UINavigationItem] = []
    /// Whether the shown views must be rebuilt from the items before the next layout.
    var needsContentUpdate = true
    let backgroundView = BarBackgroundView(hairlineEdge: .bottom)
    let titleLabel = UILabel(frame: .zero)
    let largeTitleLabel = UILabel(frame: .zero)
    let promptLabel = UILabel(frame: .zero)
    let backButton = UIButton(type: .system)
    /// A label (never shown) measuring the back titles the bar tries.
    let backTitleMeasure = UILabel(frame: .zero)
    /// The measured widths of back titles in the back button's font (the
    /// font they were measured in, and each title's width).
    var backTitleWidths: (font: UIFont?, widths: [String: CGFloat]) = (nil, [:])
    /// The title view shown now (the top item's).
    var shownTitleView: UIView?
    var itemViews = BarItemViews()

    /// Called instead of popping the top item when the back button is
    /// tapped, when set (default nil). A navigation controller that owns
    /// the bar sets it to pop its top view controller, which then updates
    /// the bar's items itself; with it set, a tap neither pops the bar nor
    /// asks the delegate.
    var backButtonAction: (() -> Void)?

    /// Creates a bar with `frame` and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a bar from an archive (nothing beyond a plain view is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    /// The bar's delegate (held weakly), asked before and told after each
    /// push and pop.
    open weak var delegate: (any UINavigationBarDelegate)?

    // MARK: Items

    /// The stack of items, bottom first (nil when empty). Setting it is
    /// ``setItems(_:animated:)`` without animation.
    open var items: [UINavigationItem]? {
        get { itemsStorage.isEmpty ? nil : itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top of the stack: the one whose title the bar shows.
    open var topItem: UINavigationItem? { itemsStorage.last }

    /// The item below the top: the one the back button goes back to.
    open var backItem: UINavigationItem? {
        itemsStorage.count > 1 ? itemsStorage[itemsStorage.count - 2] : nil
    }

    /// Replaces the stack (without asking or telling the delegate).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        replaceItems(with: items ?? [])
    }

    /// Pushes `item` on the stack if the delegate's
    /// ``UINavigationBarDelegate/navigationBar(_:shouldPush:)`` agrees,
    /// then tells it ``UINavigationBarDelegate/navigationBar(_:didPush:)``.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        replaceItems(with: itemsStorage + [item])
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item and returns it, if the delegate's
    /// ``UINavigationBarDelegate/navigationBar(_:shouldPop:)`` agrees,
    /// then tells it ``UINavigationBarDelegate/navigationBar(_:didPop:)``.
    /// The last item is never popped (nil, with a console message); a
    /// refused pop returns nil.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemsStorage.last, itemsStorage.count > 1 else {
            UIKitDiagnostics.report("UINavigationBar: popItem(animated:) refused: a bar keeps its bottom item.")
            return nil
        }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        replaceItems(with: Array(itemsStorage.dropLast()))
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    // MARK: Appearance

    /// Whether the bar shows its top item's title large (default false;
    /// see ``UINavigationItem/largeTitleDisplayMode``).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { barContentDidChange() } }
    }

    /// The bar's look (default `.default`); `.black` draws a dark bar with
    /// white titles.
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

    /// The title's text attributes (default nil); `.font` and
    /// `.foregroundColor` are honoured.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { barContentDidChange() }
    }

    /// The large title's text attributes (default nil); `.font` and
    /// `.foregroundColor` are honoured.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { barContentDidChange() }
    }

    // MARK: Layout

    /// The given width by the bar's height: 44 points, plus 30 with a
    /// prompt and 52 with a large title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    /// No intrinsic width; the bar's height (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    /// Rebuilds the shown views if the items changed, then places them
    /// (see the class discussion).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsContentUpdate { updateContent() }
        layoutContent()
    }
}
