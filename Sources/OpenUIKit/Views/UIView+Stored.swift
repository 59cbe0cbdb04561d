import Foundation

extension UIView {
    /// What a view keeps besides its layer and its links to controllers:
    /// one value, so the reason its accesses are unchecked is written once
    /// (``UIView/stored``).
    struct Stored {
        /// Subviews back to front.
        var subviewStorage: [UIView] = []
        /// Not a weak reference (that would give every view with subviews a
        /// side table and slow its reference counting): the superview holds
        /// this view in its subviews and clears this in its `deinit`, so it
        /// never dangles.
        unowned(unsafe) var superviewStorage: UIView?
        var backgroundColorStorage: UIColor?
        var contentModeStorage: ContentMode = .scaleToFill
        var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var safeAreaInsetsStorage = UIEdgeInsets.zero
        /// ``UIView/owningViewController``. Not a weak reference (that
        /// would give every controller with a view a side table): the
        /// controller holds this view and clears this in its `deinit`, so
        /// it never dangles.
        unowned(unsafe) var owner: (UIResponder & ViewOwnerHooks)?
        /// The attached gesture recognizers, in the order added.
        var gestureRecognizerStorage: [UIGestureRecognizer] = []
        var needsConstraintUpdateStorage = false
        /// Some descendant's constraints need an update (the constraint
        /// pass walks only such branches).
        var subtreeNeedsConstraintUpdate = false
        /// ``UIView/translatesAutoresizingMaskIntoConstraints``.
        var translatesAutoresizingMask = true
        /// The Auto Layout variables, once the view takes part.
        var layoutNode: LayoutNode?
        /// ``UIView/constraints``.
        var installedConstraints: [NSLayoutConstraint] = []
        /// ``UIView/layoutGuides``.
        var layoutGuideStorage: [UILayoutGuide] = []
        /// The built-in guides, made on first use.
        var safeAreaGuide: UILayoutGuide?
        var marginsGuide: UILayoutGuide?
        var readableGuide: UILayoutGuide?
        /// Content hugging priorities (UIKit's defaults).
        var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
        /// Compression resistance priorities (UIKit's defaults).
        var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
        var traitState = TraitEnvironmentState()
        /// ``UIView/preservesSuperviewLayoutMargins``.
        var preservesSuperviewLayoutMargins = false
        /// ``UIView/insetsLayoutMarginsFromSafeArea``.
        var insetsLayoutMarginsFromSafeArea = true
        /// ``UIView/autoresizesSubviews``.
        var autoresizesSubviews = true
        /// ``UIView/autoresizingMask``.
        var autoresizingMask: UIView.AutoresizingMask = []
        /// Whether the view is a `UIWindow` (set by its initialisers):
        /// ``UIView/window`` looks for the nearest one on every layout, and
        /// a dynamic cast at each level cost more than the walk.
        var isWindow = false

        /// The built-in guides that exist.
        var systemGuides: [UILayoutGuide] { [safeAreaGuide, marginsGuide, readableGuide].compactMap { $0 } + supportGuides }
        /// Other guides that follow insets (a view controller's top and
        /// bottom layout guides).
        var supportGuides: [UILayoutGuide] = []
        /// The keyboard layout guide, made on first use.
        var keyboardGuide: UIKeyboardLayoutGuide?
    }
}
