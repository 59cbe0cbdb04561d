import Foundation

extension UIToolbar {
    /// The toolbar's height.
    static let barHeight: CGFloat = 44
    /// The distance from the bar's sides to the first and last items.
    static let sideMargin: CGFloat = 16
    /// The space between neighbouring items that are not spaces.
    static let itemSpacing: CGFloat = 8

    /// Places the items left to right, spaces sharing the room left (see
    /// the class discussion).
    func layoutItems() {
        backgroundView.frame = bounds
        let left = safeAreaInsets.left + Self.sideMargin
        let available = bounds.width - safeAreaInsets.right - Self.sideMargin - left
        let shown = itemsStorage.filter { !$0.isHidden }
        var used: CGFloat = 0
        var flexibleCount = 0
        var previousIsView = false
        for item in shown {
            switch item.systemItem {
            case .flexibleSpace?:
                flexibleCount += 1
                previousIsView = false
            case .fixedSpace?:
                used += item.width
                previousIsView = false
            default:
                used += itemViews.width(of: item) + (previousIsView ? Self.itemSpacing : 0)
                previousIsView = true
            }
        }
        let flexibleWidth = flexibleCount > 0 ? Swift.max(0, available - used) / CGFloat(flexibleCount) : 0
        var x = left
        previousIsView = false
        for item in shown {
            switch item.systemItem {
            case .flexibleSpace?:
                x += flexibleWidth
                previousIsView = false
            case .fixedSpace?:
                x += item.width
                previousIsView = false
            default:
                guard let view = itemViews.view(for: item) else { continue }
                if previousIsView { x += Self.itemSpacing }
                let width = itemViews.width(of: item)
                let height = view is BarItemButton ? bounds.height : Swift.min(view.frame.height, bounds.height)
                view.frame = BarGeometry.aligned(CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height))
                x += width
                previousIsView = true
            }
        }
    }
}
