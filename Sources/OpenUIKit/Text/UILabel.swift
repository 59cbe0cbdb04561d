import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Text is laid out and drawn by Pango (see ``TextLayout``), and sizes come
/// from the same layout that draws, so ``intrinsicContentSize`` and
/// ``sizeThatFits(_:)`` always match the drawn text. Sizes are rounded up to
/// the screen's pixels, as UIKit rounds them. Text is drawn vertically
/// centred in the bounds (``drawText(in:)``), aligned horizontally by
/// ``textAlignment``.
///
/// Like UIKit's labels: not opaque, no background colour, user interaction
/// off and content mode `.redraw`, so resizing redraws the text. Setting any
/// text property to a new value redraws the label and invalidates its
/// intrinsic size (setting the value it has already changes nothing).
///
/// Differences from UIKit:
/// - A disabled label draws its text at 44% of its colours' opacity
///   (UIKit substitutes a system grey).
/// - A multi-line label without ``preferredMaxLayoutWidth`` measures its
///   intrinsic size at its current bounds width, or at the text's natural
///   width when it has none yet or its text changed; after Auto Layout
///   gives it a width, it measures again at that width (UIKit's two
///   passes for wrapping labels).
/// - Shadows (``shadowColor``) are drawn sharp, from the glyph outlines.
///
/// Its stored properties skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`; ARCHITECTURE.md, "Storage and
/// exclusivity"): they are read on every layout, only on the main actor,
/// and no access spans a call.
@preconcurrency @MainActor
open class UILabel: UIView {
    @exclusivity(unchecked) var textStorage: String?
    @exclusivity(unchecked) var attributedTextStorage: NSAttributedString?
    @exclusivity(unchecked) var fontStorage: UIFont = .systemFont(ofSize: 17)
    @exclusivity(unchecked) var textColorStorage: UIColor = .label
    @exclusivity(unchecked) var textAlignmentStorage: NSTextAlignment = .natural
    @exclusivity(unchecked) var lineBreakModeStorage: NSLineBreakMode = .byTruncatingTail
    /// The last intrinsic size and the width it was measured for; cleared
    /// whenever the text, its attributes or the intrinsic size is invalidated.
    @exclusivity(unchecked) var intrinsicSizeCache: (width: CGFloat, size: CGSize)?
    /// A wrapping label's text or attributes changed since Auto Layout
    /// last gave it a width: its next intrinsic size is measured at the
    /// text's natural width (UILabel+AutoLayout.swift).
    @exclusivity(unchecked) var measuresAtNaturalWidth = false

    /// Creates a label with `frame` and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates a label from an archive (no text; storyboards configure
    /// labels in code).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    /// A label is an accessibility element, named by its text.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    // MARK: Text

    /// The text (default nil). Setting it replaces any attributed text; the
    /// label's font, colour, alignment and line break mode style it.
    open var text: String? {
        get { attributedTextStorage?.string ?? textStorage }
        set {
            if attributedTextStorage == nil, textStorage == newValue { return }
            textStorage = newValue
            attributedTextStorage = nil
            textLayoutDidChange()
            keyValueDidChange()
        }
    }

    /// The styled text (default nil). Characters without a font, colour or
    /// paragraph style get the label's; then ``font``, ``textColor``,
    /// ``textAlignment`` and ``lineBreakMode`` take the values of the first
    /// character, as in UIKit. Reading it after setting ``text`` gives the
    /// text with the label's attributes.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? textStorage.map { NSAttributedString(string: $0, attributes: labelAttributes) } }
        set {
            let filled = newValue.map(attributedStringFillingDefaults)
            attributedTextStorage = filled
            textStorage = nil
            if let filled { adoptStyle(ofFirstCharacterOf: filled) }
            textLayoutDidChange()
            keyValueDidChange()
        }
    }

    /// The font (default the 17 pt system font; setting nil restores it).
    /// Setting it also sets the font of all attributed text.
    open var font: UIFont! {
        get { fontStorage }
        set {
            let font = newValue ?? .systemFont(ofSize: 17)
            if attributedTextStorage == nil, font.isEqual(fontStorage) { return }
            fontStorage = font
            applyToAttributedText(.font, fontStorage)
            textLayoutDidChange()
        }
    }

    /// The text colour (default `.label`; setting nil restores it). Setting
    /// it also colours all attributed text.
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            let color = newValue ?? .label
            if attributedTextStorage == nil, color.isEqual(textColorStorage) { return }
            textColorStorage = color
            applyToAttributedText(.foregroundColor, textColorStorage)
            setNeedsDisplay()
        }
    }

    /// The horizontal alignment (default `.natural`, which is left).
    /// Setting it also aligns all attributed text.
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set {
            if attributedTextStorage == nil, textAlignmentStorage == newValue { return }
            textAlignmentStorage = newValue
            applyParagraphStyleToAttributedText()
            textLayoutDidChange()
        }
    }

    /// How the last line ends when text does not fit (default
    /// `.byTruncatingTail`). Lines wrap by words (characters for
    /// `.byCharWrapping`); the last visible line is truncated, clipped or
    /// simply ends, by this mode. Setting it also sets the mode of all
    /// attributed text.
    open var lineBreakMode: NSLineBreakMode {
        get { lineBreakModeStorage }
        set {
            if attributedTextStorage == nil, lineBreakModeStorage == newValue { return }
            lineBreakModeStorage = newValue
            applyParagraphStyleToAttributedText()
            textLayoutDidChange()
        }
    }

    /// The most lines shown (default 1; 0 for no limit). Lines that do not
    /// fit the bounds' height are not shown either (at least one is).
    @exclusivity(unchecked) open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { textLayoutDidChange() } }
    }

    // MARK: Appearance

    /// Whether the label draws its text normally (default true); a disabled
    /// label's text is dimmed.
    @exclusivity(unchecked) open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// The colour of highlighted text (default nil: no change when highlighted).
    @exclusivity(unchecked) open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label draws its text in ``highlightedTextColor``
    /// (default false).
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the text's shadow (default nil: no shadow).
    @exclusivity(unchecked) open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The shadow's offset in points (default (0, −1), as UIKit's).
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { if shadowOffset != oldValue { setNeedsDisplay() } }
    }

    // MARK: Sizing

    /// Whether the font shrinks, down to ``minimumScaleFactor``, so the text
    /// fits without truncation (default false). The intrinsic size stays the
    /// unshrunk text's.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    /// The smallest scale the font may shrink to (default 0, meaning no
    /// lower limit beyond 1%).
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
    }

    /// Where shrunk single-line text sits (default `.alignBaselines`).
    @exclusivity(unchecked) open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { if baselineAdjustment != oldValue { setNeedsDisplay() } }
    }

    /// Whether text may tighten before truncating (default false). Stored,
    /// not honoured.
    @exclusivity(unchecked) open var allowsDefaultTighteningForTruncation = false

    /// Whether the font follows the content size category (default false).
    /// Stored; the content size category does not change here.
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false

    /// The width a multi-line label wraps at for its intrinsic size
    /// (default 0: the current bounds width, else no limit).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textLayoutDidChange() } }
    }

    /// The rectangle the text takes in `bounds`: its origin with the size of
    /// the text wrapped to the bounds' width, limited to `numberOfLines`
    /// (0: no limit) and to the lines that fit the bounds' height (at least
    /// one), rounded up to the screen's pixels. An infinite (or
    /// greatest-finite) dimension means no limit.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let bounds = bounds.standardized
        guard let source = makeTextSource() else { return CGRect(origin: bounds.origin, size: .zero) }
        let size =
            adjustsFontSizeToFitWidth
            ? fittedLayout(source, size: bounds.size, numberOfLines: numberOfLines).layout.size
            : TextLayout.size(of: source, options: layoutOptions(size: bounds.size, numberOfLines: numberOfLines))
        return CGRect(origin: bounds.origin, size: roundedUp(size))
    }

    /// The text's size for a box of `size`: a multi-line label wraps at
    /// `size.width` (0: no limit); a single-line label keeps its whole
    /// width. The height is not limited.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The size of the text (zero without text): on one line, or — when
    /// ``numberOfLines`` is not 1 — wrapped at ``preferredMaxLayoutWidth``
    /// or else the bounds' width; rounded up to the screen's pixels.
    ///
    /// Measured once per text and width: the result is kept until the
    /// text or its attributes change or ``invalidateIntrinsicContentSize()``
    /// is called (a subclass whose ``textRect(forBounds:limitedToNumberOfLines:)``
    /// depends on its own state calls it when that state changes, as in UIKit).
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                width = preferredMaxLayoutWidth
            } else if bounds.width > 0 && !measuresAtNaturalWidth {
                width = bounds.width
            }
        }
        if let cache = intrinsicSizeCache, cache.width == width { return cache.size }
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        let size = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
        intrinsicSizeCache = (width, size)
        return size
    }

    /// Forgets the measured intrinsic size, then tells layout it changed.
    open override func invalidateIntrinsicContentSize() {
        intrinsicSizeCache = nil
        super.invalidateIntrinsicContentSize()
    }

    /// The label's baselines for baseline constraints (UILabel+AutoLayout.swift).
    override var baselineOffsetsForLayout: (fromTop: CGFloat, fromBottom: CGFloat)? { labelBaselineOffsets }

    /// A wrapping label re-measures after Auto Layout changed its width.
    override func layoutEngineDidChangeWidth() { labelWidthDidChange() }

    /// Whether the label measured its text at its natural width and waits
    /// for the width Auto Layout gives it.
    override var awaitsLayoutWidth: Bool { measuresAtNaturalWidth }

    // MARK: Drawing

    /// Draws the text in `rect`: vertically centred by the height of
    /// ``textRect(forBounds:limitedToNumberOfLines:)``, aligned in the
    /// rectangle's width. Override to change the rectangle (for insets) and
    /// call `super`.
    open func drawText(in rect: CGRect) {
        drawLabelText(in: rect.standardized)
    }

    /// Draws the label: ``drawText(in:)`` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
