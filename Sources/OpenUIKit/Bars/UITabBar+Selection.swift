import Foundation

extension UITabBar {
    /// The user tapped `item`'s slot: unless ``shouldSelectItem`` refuses,
    /// select it and tell the delegate.
    func userDidSelect(_ item: UITabBarItem) {
        if let shouldSelectItem, !shouldSelectItem(item) { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}
