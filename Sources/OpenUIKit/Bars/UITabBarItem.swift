import Foundation

/// An item of a tab bar: a title and an image (another image while
/// selected), with an optional badge.
///
/// A tab bar shows the item's image above its title, both in the bar's
/// tint colour while selected and in its unselected colour otherwise
/// (images with the `.automatic` rendering mode are drawn as templates),
/// and a badge at the image's top right while ``badgeValue`` is set.
///
/// Differences from UIKit: no appearance objects (`standardAppearance`);
/// of the badge and title text attributes, `.font` and `.foregroundColor`
/// are honoured; items are not archived.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system item the item was made as (nil for every other item).
    var systemItem: SystemItem?
    var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item without title or image.
    public override init() {
        super.init()
    }

    /// Creates an item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with `title`, `image` and the image shown while
    /// selected (nil: `image`).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item (see ``SystemItem``) with `tag`. The bar shows
    /// the system item's title and glyph, whatever ``UIBarItem/title`` and
    /// ``UIBarItem/image`` say (they stay nil, as in UIKit).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The image shown while the item is selected (default nil: ``UIBarItem/image``).
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { contentDidChange() } }
    }

    /// The text of the item's badge (default nil: no badge). An empty
    /// string shows an empty badge.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { contentDidChange() } }
    }

    /// The badge's background colour (default nil: system red).
    open var badgeColor: UIColor? {
        didSet { if badgeColor != oldValue { contentDidChange() } }
    }

    /// How far the title is moved from its standard place (default zero).
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { if titlePositionAdjustment != oldValue { contentDidChange() } }
    }

    /// Sets the badge text's attributes for `state` (nil removes them).
    /// States without their own attributes use the `.normal` ones.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        contentDidChange()
    }

    /// The badge text's attributes set for `state` exactly (nil when none were).
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}
