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
        /// Whether ``UIView/owningViewController`` was ever set to a
        /// controller (and not cleared): most views have none, and then no
        /// weak reference is loaded to find that out.
        var mayHaveOwner = false
        /// The attached gesture recognizers, in the order added.
        var gestureRecognizerStorage: [UIGestureRecognizer] = []
        var needsConstraintUpdateStorage = false
        var traitState = TraitEnvironmentState()
        /// ``UIView/preservesSuperviewLayoutMargins``.
        var preservesSuperviewLayoutMargins = false
        /// ``UIView/insetsLayoutMarginsFromSafeArea``.
        var insetsLayoutMarginsFromSafeArea = true
        /// ``UIView/autoresizesSubviews``.
        var autoresizesSubviews = true
        /// ``UIView/autoresizingMask``.
        var autoresizingMask: UIView.AutoresizingMask = []
    }
}
