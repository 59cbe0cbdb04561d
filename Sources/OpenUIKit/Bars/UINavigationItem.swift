import Foundation

/// What a navigation bar shows while an item is on its stack: a title (or
/// a title view), a prompt, bar button items on either side, and — for the
/// item below the top — what the back button says.
///
/// A navigation bar shows its top item's title and bar button items; the
/// back button belongs to the item below it (``backBarButtonItem``,
/// ``backButtonTitle``, ``backButtonDisplayMode`` and ``title`` of that
/// item decide its title). Changing anything here updates the bar showing
/// the item in its next layout pass.
///
/// Differences from UIKit: `searchController`, item groups, the iOS 16
/// editor styles and archiving are not provided; the `animated:` setters
/// change the bar at once.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The bar whose stack holds the item (told when it changes).
    weak var contentObserver: (any BarContentObserver)?

    /// Creates an item without a title.
    public override init() {
        super.init()
    }

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The title shown in the middle of the bar (default nil); also the
    /// back button's title when the item is below the top.
    open var title: String? {
        didSet { if title != oldValue { contentDidChange() } }
    }

    /// A view shown instead of the title (default nil), centred; it keeps
    /// its frame's size (no wider than the room between the side items,
    /// no taller than the bar).
    open var titleView: UIView? {
        didSet { if titleView !== oldValue { contentDidChange() } }
    }

    /// A line of text shown above the title (default nil); the bar grows
    /// by 30 points to show it.
    open var prompt: String? {
        didSet { if prompt != oldValue { contentDidChange() } }
    }

    /// The title of the back button shown while this item is below the
    /// top (default nil: ``title``, then "Back").
    open var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { contentDidChange() } }
    }

    /// An item whose title the back button takes while this item is below
    /// the top (default nil). Its action is not performed: the back
    /// button always goes back.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { if backBarButtonItem !== oldValue { contentDidChange() } }
    }

    /// How the back button shows its title while this item is below the
    /// top (default `.default`).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { if backButtonDisplayMode != oldValue { contentDidChange() } }
    }

    /// Whether the bar hides the back button while this item is on top
    /// (default false).
    open var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { contentDidChange() } }
    }

    /// Sets ``hidesBackButton`` (the change shows at once).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The items shown on the left while this item is on top, left to
    /// right (default nil). They replace the back button unless
    /// ``leftItemsSupplementBackButton``.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { contentDidChange() }
    }

    /// The first of ``leftBarButtonItems``; setting it replaces them with
    /// this one item (nil: none).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItems`` (the change shows at once).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``leftBarButtonItem`` (the change shows at once).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// The items shown on the right while this item is on top, right to
    /// left: the first is rightmost (default nil).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { contentDidChange() }
    }

    /// The first (rightmost) of ``rightBarButtonItems``; setting it
    /// replaces them with this one item (nil: none).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``rightBarButtonItems`` (the change shows at once).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets ``rightBarButtonItem`` (the change shows at once).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Whether the left items are shown after the back button rather than
    /// instead of it (default false).
    open var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { contentDidChange() } }
    }

    /// When the bar shows the title large, if its ``UINavigationBar/prefersLargeTitles``
    /// is on (default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { contentDidChange() } }
    }
}
