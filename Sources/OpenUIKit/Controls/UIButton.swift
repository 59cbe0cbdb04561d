import Foundation

/// A control that runs an action when tapped, showing a title and an
/// image that may differ per state.
///
/// A tap (touch up inside) sends `.touchUpInside` and
/// `.primaryActionTriggered` as one event mask: targets and actions of
/// either run once each, in the order they were added. The title, its
/// colour and the image are looked up for the current ``UIControl/state``
/// exactly, falling back to the `.normal` value (so a button both selected
/// and highlighted shows the normal title unless one was set for
/// `[.selected, .highlighted]`, as in UIKit). ``titleLabel`` (15-point
/// system font, middle truncation) and ``imageView`` are subviews laid out
/// side by side, image first, placed by the content alignments within
/// ``contentRect(forBounds:)``.
///
/// System buttons (every ``ButtonType`` but `.custom`) dim their title and
/// image to 20% opacity while highlighted, use the tint colour for titles
/// without a colour and a grey (`.tertiaryLabel`) when disabled, and show
/// images with the `.automatic` rendering mode as templates. Custom
/// buttons show white titles unless told otherwise and change only
/// through their per-state values.
///
/// The natural size (``intrinsicContentSize``) is the image and title
/// side by side plus ``contentEdgeInsets``; with zero insets the title
/// gets 6 points above and below, as UIKit measures (a 15-point title is
/// 30 points tall). A button with neither title nor image measures 30 × 34,
/// as widely reported for UIKit.
///
/// Differences from UIKit: no `UIButton.Configuration`, menus, attributed
/// titles, background images, shadows or per-edge title and image
/// insets; the highlight dimming switches instantly (UIKit fades it out).
@preconcurrency @MainActor
open class UIButton: UIControl {
    var buttonTypeStorage = ButtonType.custom
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    /// The title and image last shown (to notice size changes).
    var shownContent: (title: String?, image: UIImage?) = (nil, nil)

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a custom button from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// A button is an accessibility element, named by its current title.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    /// Creates a button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
        updateContent()
    }

    /// Creates a button of `buttonType` that performs `primaryAction`
    /// when tapped, showing the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a custom button with `frame` that performs `primaryAction`
    /// when tapped, showing the action's title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// The button's kind (set when created).
    open var buttonType: ButtonType { buttonTypeStorage }

    // MARK: Per-state content

    /// Sets the title for `state` (nil removes it; other states then fall
    /// back to the normal title).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`: its own, else the normal one.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: its own, else the normal one, else
    /// the kind's default (custom: white; system: the tint colour, grey
    /// when `state` contains `.disabled`).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    /// Sets the image for `state` (nil removes it).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`: its own, else the normal one.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The title shown now (for the current state).
    open var currentTitle: String? { title(for: state) }

    /// The title colour used now (for the current state).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor(for: state) }

    /// The image shown now (for the current state).
    open var currentImage: UIImage? { image(for: state) }

    /// The label showing the title (created on first use; a subview while
    /// there is a title). Set its font and other text attributes here;
    /// the title and its colour come from the per-state values.
    open var titleLabel: UILabel? { makeTitleLabel() }

    /// The image view showing the image (created on first use; a subview
    /// while there is an image).
    open var imageView: UIImageView? { makeImageView() }

    /// Space around the title and image (default zero). Zero insets give
    /// the title UIKit's 6-point vertical padding; any other value replaces it.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            guard contentEdgeInsets != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: State

    /// Whether the button is highlighted; changing it updates the title,
    /// colour and image (and a system button's dimming).
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { updateContent() } }
    }

    /// Whether the button is selected; changing it updates the content.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { updateContent() } }
    }

    /// Whether the button is enabled; changing it updates the content.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { updateContent() } }
    }

    /// A system button follows the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    override var defaultActionIsSingleTap: Bool { true }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Layout

    /// The rectangle the title and image share: the bounds inset by
    /// ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the title goes in `contentRect`: after the image, the pair
    /// placed by the content alignments, the title no wider than the room
    /// the image leaves.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).title
    }

    /// Where the image goes in `contentRect`: before the title, the pair
    /// placed by the content alignments.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).image
    }

    /// Places ``imageView`` and ``titleLabel`` in their rectangles.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        titleLabelStorage?.frame = titleRect(forContentRect: content)
        imageViewStorage?.frame = imageRect(forContentRect: content)
    }

    /// The image and title side by side plus ``contentEdgeInsets`` (see
    /// the class discussion).
    open override var intrinsicContentSize: CGSize {
        naturalSize()
    }

    /// The natural size (``intrinsicContentSize``), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        naturalSize()
    }
}
