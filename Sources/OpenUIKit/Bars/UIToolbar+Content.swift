import Foundation

// MARK: - BarContentObserver

extension UIToolbar: BarContentObserver {
    /// An item changed: rebuild the item views in the next layout pass.
    func barContentDidChange() {
        needsContentUpdate = true
        setNeedsLayout()
    }
}
