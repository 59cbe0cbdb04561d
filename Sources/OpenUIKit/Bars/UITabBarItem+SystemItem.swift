import Foundation

extension UITabBarItem {
    /// The standard tab bar items, with UIKit's raw values. OpenUIKit
    /// shows each with its English title and a simple drawn glyph (it has
    /// no SF Symbols): three dots, a star, a clock, a person, an open
    /// book, a magnifying glass, a downward arrow or a list.
    public enum SystemItem: Int, Sendable {
        /// More (three dots).
        case more = 0
        /// Favorites (a star).
        case favorites = 1
        /// Featured (a star).
        case featured = 2
        /// Top Rated (a star).
        case topRated = 3
        /// Recents (a clock).
        case recents = 4
        /// Contacts (a person).
        case contacts = 5
        /// History (a clock).
        case history = 6
        /// Bookmarks (an open book).
        case bookmarks = 7
        /// Search (a magnifying glass).
        case search = 8
        /// Downloads (a downward arrow).
        case downloads = 9
        /// Most Recent (a clock).
        case mostRecent = 10
        /// Most Viewed (a list).
        case mostViewed = 11
    }
}
