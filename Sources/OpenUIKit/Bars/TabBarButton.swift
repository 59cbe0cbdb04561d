import Foundation

/// One slot of a tab bar: a control showing a ``UITabBarItem`` — its
/// image above its 10-point title, and a badge at the image's top right —
/// that asks the bar to select the item when tapped.
@MainActor
final class TabBarButton: UIControl {
    /// The item shown.
    let item: UITabBarItem
    /// The bar the slot belongs to.
    weak var tabBar: UITabBar?
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let badgeView = UIView(frame: .zero)
    let badgeLabel = UILabel(frame: .zero)

    /// The title's font.
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// The badge text's font.
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    /// The badge's height (and least width).
    static let badgeHeight: CGFloat = 18
    /// The top of the area the image is centred in.
    static let imageTop: CGFloat = 4
    /// The height of the area the image is centred in.
    static let imageAreaHeight: CGFloat = 28
    /// The title's top.
    static let titleTop: CGFloat = 33
    /// The title's height.
    static let titleHeight: CGFloat = 12

    init(item: UITabBarItem, tabBar: UITabBar) {
        self.item = item
        self.tabBar = tabBar
        super.init(frame: .zero)
        for view in [imageView, titleLabel, badgeView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        badgeView.addSubview(badgeLabel)
        badgeLabel.textAlignment = .center
        addTarget(self, action: TabBarButton.slotTapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var defaultActionIsSingleTap: Bool { true }

    /// Shows the item as it is now, `selected` or not, in `color`.
    func update(selected: Bool, color: UIColor) {
        let state: UIControl.State = selected ? .selected : .normal
        isSelected = selected
        isEnabled = item.isEnabled
        alpha = item.isEnabled ? 1 : 0.5
        imageView.image = item.shownImage(selected: selected, for: traitCollection)
        imageView.tintColor = color
        titleLabel.text = item.shownTitle
        titleLabel.font = item.titleFont(for: state, default: Self.titleFont)
        titleLabel.textColor = item.titleColor(for: state) ?? color
        badgeView.isHidden = item.badgeValue == nil
        badgeView.backgroundColor = item.badgeColor ?? .systemRed
        badgeView.layer.cornerRadius = Self.badgeHeight / 2
        let badgeAttributes = item.effectiveBadgeTextAttributes(for: state)
        badgeLabel.text = item.badgeValue
        badgeLabel.font = badgeAttributes?[.font] as? UIFont ?? Self.badgeFont
        badgeLabel.textColor = badgeAttributes?[.foregroundColor] as? UIColor ?? .white
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        let imageArea = CGRect(x: 0, y: Self.imageTop, width: bounds.width, height: Self.imageAreaHeight)
        imageView.frame = BarGeometry.aligned(CGRect(
            x: imageArea.midX - imageSize.width / 2, y: imageArea.midY - imageSize.height / 2,
            width: imageSize.width, height: imageSize.height))
        let offset = item.titlePositionAdjustment
        titleLabel.frame = CGRect(
            x: offset.horizontal, y: Self.titleTop + offset.vertical, width: bounds.width, height: Self.titleHeight)
        let textWidth = badgeLabel.intrinsicContentSize.width.rounded(.up)
        let badgeWidth = Swift.max(Self.badgeHeight, textWidth + 10)
        let anchor = imageSize == .zero ? CGPoint(x: imageArea.midX, y: imageArea.minY + 4) : imageView.frame.origin
        let badgeX = imageSize == .zero ? anchor.x + 6 : imageView.frame.maxX - 8
        badgeView.frame = BarGeometry.aligned(CGRect(x: badgeX, y: anchor.y - 4, width: badgeWidth, height: Self.badgeHeight))
        badgeLabel.frame = badgeView.bounds
    }

    private func slotTapped() {
        tabBar?.userDidSelect(item)
    }
}
