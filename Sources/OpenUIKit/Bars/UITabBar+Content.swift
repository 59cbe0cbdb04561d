import Foundation

extension UITabBar {
    /// The colour of unselected items without ``unselectedItemTintColor``.
    static let defaultUnselectedColor = UIColor.systemGray

    /// Replaces the items: the bar observes the new ones and lets go of
    /// the ones that left; a selected item that left is deselected.
    func replaceItems(with items: [UITabBarItem]) {
        for old in itemsStorage where !items.containsIdentical(old) && old.contentObserver === self {
            old.contentObserver = nil
        }
        itemsStorage = items
        for item in items { item.contentObserver = self }
        if let selected = selectedItem, !items.containsIdentical(selected) { selectedItem = nil }
        barContentDidChange()
    }

    /// Makes a slot per item (keeping the slots of items that stay) and
    /// shows each item selected or not.
    func updateSlots() {
        needsContentUpdate = false
        backgroundView.update(barTintColor: barTintColor, barStyle: barStyle, translucent: isTranslucent)
        let old = slots
        slots = itemsStorage.map { item in old.first { $0.item === item } ?? TabBarButton(item: item, tabBar: self) }
        for slot in old where !slots.containsIdentical(slot) { slot.removeFromSuperview() }
        let unselected = unselectedItemTintColor ?? Self.defaultUnselectedColor
        for slot in slots {
            if slot.superview !== self { addSubview(slot) }
            let selected = slot.item === selectedItem
            slot.update(selected: selected, color: selected ? tintColor : unselected)
        }
    }
}

// MARK: - BarContentObserver

extension UITabBar: BarContentObserver {
    /// An item (or the selection) changed: rebuild the slots in the next
    /// layout pass.
    func barContentDidChange() {
        needsContentUpdate = true
        setNeedsLayout()
    }
}
