import Foundation

/// The button a navigation bar or toolbar shows for a ``UIBarButtonItem``
/// without a custom view: a system button showing the item's image (or,
/// without one, its title) that performs the item's action when tapped.
@MainActor
final class BarItemButton: UIButton {
    /// The item shown.
    let item: UIBarButtonItem

    /// The font of `.plain` item titles.
    static let plainFont = UIFont.systemFont(ofSize: 17)
    /// The font of `.done` item titles.
    static let doneFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        buttonTypeStorage = .system
        addTarget(self, action: BarItemButton.itemTapped, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the item as it is now.
    func update() {
        let image = item.shownImage(for: traitCollection)
        setImage(image, for: .normal)
        setTitle(image == nil ? item.shownTitle : nil, for: .normal)
        let font = item.titleFont(for: .normal, default: item.style == .done ? Self.doneFont : Self.plainFont)
        if titleLabel?.font != font {
            titleLabel?.font = font
            invalidateIntrinsicContentSize()
        }
        setTitleColor(item.titleColor(for: .normal), for: .normal)
        setTitleColor(item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor, for: .disabled)
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        tintColor = item.tintColor
    }

    /// The width the bar gives the button: the item's ``UIBarButtonItem/width``
    /// when set, else the content's.
    var barWidth: CGFloat {
        item.width > 0 ? item.width : intrinsicContentSize.width
    }

    private func itemTapped() {
        item.performPrimaryAction()
    }
}
