import Foundation

/// A button on a navigation bar or toolbar: a title, an image, a system
/// item or a custom view, that performs an action when tapped.
///
/// A tap performs ``primaryAction`` (with the item as its
/// ``UIAction/sender``) when there is one, otherwise calls ``action`` on
/// ``target``; a disabled item does nothing. The bar shows the item as a
/// system button in its tint colour (``tintColor`` overrides it): the
/// image when there is one, else the title, 17-point regular — semibold
/// for ``Style/done``. A ``customView`` is shown as it is and gets the
/// touches itself. Space items (``flexibleSpace()``, ``fixedSpace(_:)``)
/// show nothing and take room on a toolbar.
///
/// Differences from UIKit, forced by Linux (no selectors): ``action`` is
/// an ``ActionMethod`` — a typed, unapplied method reference such as
/// `MyViewController.save` — called on ``target``, which is held weakly as
/// UIKit holds it. There is no responder-chain search: an item without a
/// target calls nothing. OpenUIKit has no `UIMenu` yet, so there is no
/// `menu` property and the initialisers take no `menu:`. Items are not
/// archived.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The system item the item was made as (nil for every other item).
    var systemItem: SystemItem?

    /// Creates a plain item without title, image or action.
    ///
    /// Required (UIKit's is not) so that ``fixedSpace(_:)`` and
    /// ``flexibleSpace()`` can return `Self`.
    public required override init() {
        super.init()
    }

    /// Creates an item showing `customView` (see ``customView``).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a plain item from `title`, `image` and `primaryAction`.
    /// With an action, the action's title and image are shown instead.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        showPrimaryAction()
    }

    /// Creates a system item that performs `primaryAction` when tapped;
    /// the item keeps the system item's title and image.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        adoptSystemItem(systemItem)
        self.primaryAction = primaryAction
    }

    /// Creates a plain item from `primaryAction`'s title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        showPrimaryAction()
    }

    /// A space of `width` points between a bar's items.
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        item.adoptSystemItem(.fixedSpace)
        item.width = width
        return item
    }

    /// A space that shares the room a toolbar's other items leave equally
    /// with the other flexible spaces.
    open class func flexibleSpace() -> Self {
        let item = self.init()
        item.adoptSystemItem(.flexibleSpace)
        return item
    }

    // MARK: Appearance

    /// How the item is drawn (default `.plain`; system Done and Save items
    /// are `.done`).
    open var style: Style = .plain {
        didSet { if style != oldValue { contentDidChange() } }
    }

    /// The item's width in points (default 0: its content's width). For
    /// a fixed space, the space's width.
    open var width: CGFloat = 0 {
        didSet { if width != oldValue { contentDidChange() } }
    }

    /// A view the bar shows instead of a button (default nil). The view
    /// keeps its own size (its frame; ``width`` when set) and handles its
    /// own touches; the item's action is not performed for it.
    open var customView: UIView? {
        didSet { if customView !== oldValue { contentDidChange() } }
    }

    /// The colour of the item's title and image (default nil: the bar's
    /// tint colour).
    open var tintColor: UIColor? {
        didSet { if tintColor != oldValue { contentDidChange() } }
    }

    /// Whether the item shows as selected (default false).
    open var isSelected = false {
        didSet { if isSelected != oldValue { contentDidChange() } }
    }

    /// Whether the bar leaves the item out (default false); the other
    /// items close up.
    open var isHidden = false {
        didSet { if isHidden != oldValue { contentDidChange() } }
    }

    // MARK: Actions

    /// The action performed on a tap, before and instead of the
    /// target-action pair (default nil). Setting an action on an item that
    /// is not a system item shows the action's title and image.
    open var primaryAction: UIAction? {
        didSet { showPrimaryAction() }
    }

    /// The object ``action`` is called on (held weakly; default nil).
    open weak var target: AnyObject?

    /// The method called on ``target`` when the item is tapped (default
    /// nil). It runs only when ``target`` is an instance of the method's type.
    open var action: ActionMethod?
}

extension UIBarButtonItem {
    /// The view showing the item in a bar now: the bar's button for it, or
    /// its custom view while that is in a window.
    var shownView: UIView? {
        if let view = contentObserver?.view(showing: self) { return view }
        if let customView, customView.window != nil { return customView }
        return nil
    }
}
