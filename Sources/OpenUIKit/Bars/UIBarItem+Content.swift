import Foundation

extension UIBarItem {
    /// Tells the bar showing the item to rebuild its content.
    func contentDidChange() {
        contentObserver?.barContentDidChange()
    }

    /// The image for `traits`: ``landscapeImagePhone`` where the vertical
    /// size class is compact, else ``image``.
    func image(for traits: UITraitCollection) -> UIImage? {
        traits.verticalSizeClass == .compact ? landscapeImagePhone ?? image : image
    }

    /// The title attributes that apply in `state`: its own, else the normal ones.
    func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
    }

    /// The title font the attributes for `state` ask for, else `font`.
    func titleFont(for state: UIControl.State, default font: UIFont) -> UIFont {
        effectiveTitleTextAttributes(for: state)?[.font] as? UIFont ?? font
    }

    /// The title colour the attributes for `state` ask for (nil: the bar's own).
    func titleColor(for state: UIControl.State) -> UIColor? {
        effectiveTitleTextAttributes(for: state)?[.foregroundColor] as? UIColor
    }
}
