import Foundation

extension UITabBarItem.SystemItem {
    /// The title a tab bar shows for the item.
    var standardTitle: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// The glyph a tab bar draws for the item.
    var glyph: BarGlyph {
        switch self {
        case .more: .dots
        case .favorites, .featured, .topRated: .star
        case .recents, .history, .mostRecent: .clock
        case .contacts: .person
        case .bookmarks: .book
        case .search: .magnifier
        case .downloads: .arrowDown
        case .mostViewed: .list
        }
    }
}
