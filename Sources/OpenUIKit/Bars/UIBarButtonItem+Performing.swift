import Foundation

extension UIBarButtonItem {
    /// Makes the item `systemItem`, in its standard style.
    func adoptSystemItem(_ systemItem: SystemItem) {
        self.systemItem = systemItem
        style = systemItem.standardStyle
    }

    /// Shows ``primaryAction``'s title and image, unless the item is a
    /// system item (which keeps its own) or has no action.
    func showPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }

    /// Sets the target-action pair, refusing (with a message) a target
    /// that is not an instance of the method's type.
    func setTarget(_ target: AnyObject?, action: ActionMethod?) {
        if let target, let action, !action.accepts(target, "-[UIBarButtonItem initWithTarget:action:]") {
            return
        }
        self.target = target
        self.action = action
    }

    /// What a bar does when the item is tapped: performs ``primaryAction``
    /// (with the item as its sender) when there is one, otherwise calls
    /// ``action`` on ``target`` when both are set and the target is an
    /// instance of the method's type (else a console message). A disabled
    /// item does nothing. Bars call this; tests may call it to tap an item.
    func performPrimaryAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action, let target, action.accepts(target, "-[UIBarButtonItem sendAction]") else { return }
        action.invoke(target, self)
    }

    /// Whether the item is a flexible or fixed space.
    var isSpace: Bool { systemItem?.isSpace ?? false }

    /// The title a bar shows: a system item's standard title, else ``UIBarItem/title``.
    var shownTitle: String? {
        guard let systemItem else { return title }
        return systemItem.standardTitle
    }

    /// The image a bar shows in `traits`: a system item's glyph, else the
    /// item's image (see ``UIBarItem/image(for:)``).
    func shownImage(for traits: UITraitCollection) -> UIImage? {
        guard let systemItem else { return image(for: traits) }
        return systemItem.glyph?.image(size: BarGlyph.barItemSize)
    }
}
