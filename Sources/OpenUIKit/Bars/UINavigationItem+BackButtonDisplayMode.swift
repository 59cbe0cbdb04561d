import Foundation

extension UINavigationItem {
    /// How the back button shows its title while an item is below the
    /// top, with UIKit's raw values.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title (see ``UINavigationItem/backButtonTitle``),
        /// shortened to "Back" — then to the chevron alone — when it does not fit.
        case `default` = 0
        /// "Back", or the chevron alone when that does not fit.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }
}
