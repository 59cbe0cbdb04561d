import Foundation

extension UITabBarItem {
    /// The title a tab bar shows: a system item's standard title, else
    /// ``UIBarItem/title``.
    var shownTitle: String? {
        systemItem?.standardTitle ?? title
    }

    /// The image a tab bar shows in `traits`, `selected` or not: a system
    /// item's glyph, else ``selectedImage`` while selected (when set), else
    /// the image (see ``UIBarItem/image(for:)``). Images with the
    /// `.automatic` rendering mode come back as templates.
    func shownImage(selected: Bool, for traits: UITraitCollection) -> UIImage? {
        if let systemItem { return systemItem.glyph.image(size: BarGlyph.tabItemSize) }
        guard let image = (selected ? selectedImage : nil) ?? image(for: traits) else { return nil }
        return image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
    }

    /// The badge attributes that apply in `state`: its own, else the normal ones.
    func effectiveBadgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue] ?? badgeAttributes[UIControl.State.normal.rawValue]
    }
}
