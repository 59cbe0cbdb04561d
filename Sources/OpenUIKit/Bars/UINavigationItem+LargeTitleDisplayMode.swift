import Foundation

extension UINavigationItem {
    /// When a navigation bar that prefers large titles shows an item's
    /// title large, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does; large for the bottom item.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large: the title in the bar's middle.
        case never = 2
        /// Never large, the title in the bar's middle (iOS 17: UIKit also
        /// keeps the large-title layout's leading title; not modelled).
        case inline = 3
    }
}
