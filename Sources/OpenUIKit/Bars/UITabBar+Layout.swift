import Foundation

extension UITabBar {
    /// The tab bar's height.
    static let barHeight: CGFloat = 49
    /// The slot width of centred positioning when ``itemWidth`` is 0.
    static let defaultCenteredItemWidth: CGFloat = 76
    /// The slot spacing of centred positioning when ``itemSpacing`` is 0.
    static let defaultCenteredItemSpacing: CGFloat = 34

    /// The positioning in effect: `.automatic` resolved by the horizontal
    /// size class.
    var resolvedItemPositioning: ItemPositioning {
        guard itemPositioning == .automatic else { return itemPositioning }
        return traitCollection.horizontalSizeClass == .regular ? .centered : .fill
    }

    /// Places the slots (see the class discussion).
    func layoutSlots() {
        backgroundView.frame = bounds
        guard !slots.isEmpty else { return }
        let left = safeAreaInsets.left
        let width = Swift.max(0, bounds.width - left - safeAreaInsets.right)
        let count = CGFloat(slots.count)
        var slotWidth = width / count
        var spacing: CGFloat = 0
        var x = left
        if resolvedItemPositioning == .centered {
            slotWidth = itemWidth > 0 ? itemWidth : Self.defaultCenteredItemWidth
            spacing = itemSpacing > 0 ? itemSpacing : Self.defaultCenteredItemSpacing
            x = left + (width - slotWidth * count - spacing * (count - 1)) / 2
        }
        for slot in slots {
            slot.frame = BarGeometry.aligned(CGRect(x: x, y: 0, width: slotWidth, height: Self.barHeight))
            x += slotWidth + spacing
        }
    }
}
