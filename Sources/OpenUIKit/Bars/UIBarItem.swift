import Foundation

/// The base of the items bars show: a title, an image and whether the
/// item can be used. ``UIBarButtonItem`` and ``UITabBarItem`` are the
/// concrete kinds.
///
/// Changing anything a bar draws makes the bar showing the item rebuild
/// and lay out its content in its next layout pass.
///
/// Differences from UIKit: items are not archived (no `init?(coder:)`);
/// ``imageInsets``, ``landscapeImagePhoneInsets``,
/// ``largeContentSizeImage`` and ``largeContentSizeImageInsets`` are
/// recorded but do not change drawing; of the title text attributes,
/// bars honour `.font` and `.foregroundColor`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The bar showing the item (told when it changes).
    weak var contentObserver: (any BarContentObserver)?
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item without title or image.
    public override init() {
        super.init()
    }

    /// What the item was told about its accessibility (nil: defaults).
    private var accessibilityStorage: AccessibilityStorage?

    private var accessibility: AccessibilityStorage { AccessibilityStorage.made(in: &accessibilityStorage) }

    /// Whether assistive technologies see the item as an element (default
    /// true). UIKit declares the accessibility properties on `NSObject`.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { accessibility.isElement = newValue }
    }

    /// The item's name, spoken first (default: its title).
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? title }
        set { accessibility.label = newValue }
    }

    /// What activating the item does (default nil).
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }

    /// The item's traits (default `.button`, with `.notEnabled` when disabled).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { accessibility.traits = newValue }
    }

    /// A string identifying the item to UI tests (default nil).
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibility.identifier = newValue }
    }

    /// Whether the item can be used (default true). A bar shows a
    /// disabled item dimmed and ignores taps on it.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { contentDidChange() } }
    }

    /// The title shown for the item (default nil).
    open var title: String? {
        didSet { if title != oldValue { contentDidChange() } }
    }

    /// The image shown for the item (default nil). Images with the
    /// `.automatic` rendering mode are drawn as templates in the bar's
    /// colours.
    open var image: UIImage? {
        didSet { if image !== oldValue { contentDidChange() } }
    }

    /// The image shown instead of ``image`` where the vertical size class
    /// is compact (a phone in landscape); nil uses ``image``.
    open var landscapeImagePhone: UIImage? {
        didSet { if landscapeImagePhone !== oldValue { contentDidChange() } }
    }

    /// The image for the accessibility large-content viewer (recorded).
    open var largeContentSizeImage: UIImage?

    /// Insets applied to the image (recorded; default zero).
    open var imageInsets: UIEdgeInsets = .zero

    /// Insets applied to the landscape image (recorded; default zero).
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero

    /// Insets applied to the large-content image (recorded; default zero).
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero

    /// A number identifying the item (default 0).
    open var tag: Int = 0

    /// Sets the title's text attributes for `state` (nil removes them).
    /// States without their own attributes use the `.normal` ones.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        contentDidChange()
    }

    /// The title's text attributes set for `state` exactly (nil when none
    /// were set for it).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
