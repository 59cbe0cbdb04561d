import Foundation

// MARK: - BarContentObserver

extension UIToolbar: BarContentObserver {
    func view(showing item: UIBarButtonItem) -> UIView? {
        itemViews.view(for: item)
    }

    /// An item changed: rebuild the item views in the next layout pass.
    func barContentDidChange() {
        needsContentUpdate = true
        setNeedsLayout()
    }
}
