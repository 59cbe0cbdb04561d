import Foundation

extension UITabBar {
    /// How a tab bar places its items across its width, with UIKit's raw values.
    public enum ItemPositioning: Int, Sendable {
        /// `.fill` where the horizontal size class is compact (or not
        /// known), `.centered` where it is regular.
        case automatic = 0
        /// Equal slots across the whole width.
        case fill = 1
        /// Slots of ``UITabBar/itemWidth``, ``UITabBar/itemSpacing`` apart,
        /// centred.
        case centered = 2
    }
}
