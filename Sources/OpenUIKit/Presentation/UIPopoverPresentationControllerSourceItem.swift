import Foundation

/// Something a popover can point at: a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, or nil when it is
    /// not shown.
    func frame(in referenceView: UIView) -> CGRect?
}

// MARK: - UIView

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates (nil when the two
    /// share no hierarchy).
    public func frame(in referenceView: UIView) -> CGRect? {
        guard sharesHierarchy(with: referenceView) else { return nil }
        return convert(bounds, to: referenceView)
    }
}

// MARK: - UIBarButtonItem

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view that shows the item in its bar, in
    /// `referenceView`'s coordinates (nil while no bar shows it).
    public func frame(in referenceView: UIView) -> CGRect? {
        shownView?.frame(in: referenceView)
    }
}
