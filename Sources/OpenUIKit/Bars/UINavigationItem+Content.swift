import Foundation

extension UINavigationItem {
    /// Tells the bar showing the item to rebuild its content.
    func contentDidChange() {
        contentObserver?.barContentDidChange()
    }

    /// The back button's title while the item is below the top, before
    /// shortening: the back bar button item's title, else
    /// ``backButtonTitle``, else ``title``, else "Back".
    var fullBackTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? UINavigationBar.genericBackTitle
    }

    /// The back titles to try while the item is below the top, longest
    /// first, by ``backButtonDisplayMode``; when none fits (or there are
    /// none, as for an empty back title) the back button shows the
    /// chevron alone.
    var backTitleCandidates: [String] {
        let generic = UINavigationBar.genericBackTitle
        switch backButtonDisplayMode {
        case .default:
            let full = fullBackTitle
            if full.isEmpty { return [] }
            return full == generic ? [full] : [full, generic]
        case .generic: return [generic]
        case .minimal: return []
        }
    }
}
