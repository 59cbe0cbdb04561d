import Foundation

/// A single line of editable text: tap it (or call `becomeFirstResponder()`)
/// and type.
///
/// It draws its text (or its placeholder, while the text is empty) in
/// ``textRect(forBounds:)`` — ``editingRect(forBounds:)`` while editing —
/// through ``drawText(in:)`` and ``drawPlaceholder(in:)``, inside the
/// border of its ``borderStyle``, with optional left and right views and a
/// clear button. While editing it shows an insertion point after the text
/// and keeps the end of a long text in view.
///
/// Editing follows UIKit: a tap inside makes it first responder, asking
/// its ``delegate`` first; typed keys arrive through ``UIKeyInput``
/// (``insertText(_:)``, ``deleteBackward()``; the return key is
/// `insertText("\n")`), each change asked of the delegate and reported
/// with `.editingChanged` and ``textDidChangeNotification``; the return key
/// asks ``UITextFieldDelegate/textFieldShouldReturn(_:)`` and sends
/// `.primaryActionTriggered` and `.editingDidEndOnExit` — when something
/// listens for the latter, the text field resigns. The order of every
/// call is listed at ``UITextFieldDelegate``.
///
/// Differences from UIKit: no software keyboard shows (keys come from the
/// host's keyboard, as on an iPad with a hardware keyboard; no keyboard
/// notifications are posted; `inputView` and `inputAccessoryView` are kept
/// but never shown); the insertion point is always at the end of the text
/// and does not blink; there is no selection, edit menu, autocorrection or
/// `UITextInput` (marked text); a secure text field shows a bullet per
/// character from the start.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    var textStorage = ""
    var attributedTextStorage: NSAttributedString?
    var isEditingStorage = false
    let caretView = UIView()
    let clearButton = TextFieldClearButton()
    var inputViewStorage: UIView?
    var inputAccessoryViewStorage: UIView?

    /// A text field with `frame`, no border and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// A text field with `frame` that performs `primaryAction` when the
    /// return key is pressed (`.primaryActionTriggered`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A text field (decodes nothing on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    // MARK: Text

    /// The text (never nil when read: empty when there is none). Setting it
    /// tells no delegate and sends no event.
    open var text: String? {
        get { textStorage }
        set {
            textStorage = newValue ?? ""
            attributedTextStorage = nil
            textDidChange()
        }
    }

    /// The text with its attributes (the text field's own when set with ``text``).
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? NSAttributedString(string: textStorage, attributes: defaultTextAttributes) }
        set {
            textStorage = newValue?.string ?? ""
            attributedTextStorage = newValue
            textDidChange()
        }
    }

    /// The text shown in a lighter colour while the text is empty.
    open var placeholder: String? {
        didSet {
            attributedPlaceholder = nil
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The placeholder with its attributes (nil: ``placeholder`` in the
    /// placeholder colour).
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font (default: the system font at 17 points).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { textDidChange() }
    }

    /// The colour of the text (default `.label`).
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }

    /// How the text lines up in its rectangle (default `.natural`: left).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textDidChange() }
    }

    /// The attributes of text set with ``text``: the font, the text colour
    /// and the alignment. Setting it sets those it holds.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return [.font: resolvedFont, .foregroundColor: textColor ?? .label, .paragraphStyle: paragraph]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }

    /// The attributes of the next typed text (nil while not editing).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditingStorage ? defaultTextAttributes : nil }
        set { if isEditingStorage, let newValue { defaultTextAttributes = newValue } }
    }

    /// Whether the user may change the text's attributes (kept; OpenUIKit
    /// has no edit menu to change them with).
    open var allowsEditingTextAttributes = false

    /// Whether the text shrinks (down to ``minimumFontSize``) to fit the width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest font size ``adjustsFontSizeToFitWidth`` shrinks to.
    open var minimumFontSize: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    // MARK: Look

    /// The border around the text (default `.none`).
    open var borderStyle: BorderStyle = .none {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// An image drawn under the text in ``borderRect(forBounds:)`` instead of the border.
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// The image drawn instead of ``background`` while disabled.
    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// When the clear button shows (default `.never`; never while the text is empty).
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the leading edge (shown as ``leftViewMode`` says).
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }

    /// When ``leftView`` shows (default `.never`).
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the trailing edge (shown as ``rightViewMode`` says).
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }

    /// When ``rightView`` shows (default `.never`).
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    // MARK: Editing

    /// The delegate asked before and told after each editing step.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the text field is editing (it is first responder).
    open var isEditing: Bool { isEditingStorage }

    /// Whether beginning to edit clears the text (asking the delegate's
    /// `textFieldShouldClear` first).
    open var clearsOnBeginEditing = false

    /// Whether typing replaces the whole text (kept; the insertion point is
    /// always at the end here, so typing appends).
    open var clearsOnInsertion = false

    /// The view shown instead of the system keyboard (kept, never shown:
    /// OpenUIKit has no software keyboard).
    override open var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    /// The view shown above the keyboard (kept, never shown).
    override open var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    // MARK: Text input traits

    /// When the shift key turns on by itself (default `.sentences`; kept).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on (default `.default`; kept).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on (default `.default`; kept).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The kind of keyboard (default `.default`; kept).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look (default `.default`; kept).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title (default `.default`; kept).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key does nothing while the text is empty (default false).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets (default false).
    open var isSecureTextEntry = false {
        didSet { textDidChange() }
    }
    /// What the text means, for autofill (default nil; kept).
    open var textContentType: UITextContentType!

    // MARK: Responding

    /// A text field can become first responder while it is enabled.
    override open var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate (`textFieldShouldBeginEditing`),
    /// becomes first responder (the text field must be in a window), clears
    /// the text when ``clearsOnBeginEditing`` says so, then tells the
    /// delegate, sends `.editingDidBegin` and posts
    /// ``textDidBeginEditingNotification``. True when it is editing.
    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing: asks the delegate (`textFieldShouldEndEditing`),
    /// resigns, then tells the delegate (reason `.committed`), sends
    /// `.editingDidEnd` and posts ``textDidEndEditingNotification``. True
    /// when it is no longer first responder.
    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing(reason: .committed)
        return true
    }

    /// The view left the window while editing: editing ends without asking.
    override func firstResponderStatusWasTakenAway() {
        endEditing(reason: .committed)
    }

    /// A tap begins editing, so an ancestor's single-tap recognizer (the
    /// usual "tap the background to end editing") does not take a tap on
    /// the text field, as on iOS.
    override var defaultActionIsSingleTap: Bool { true }

    /// A tap that lifts inside begins editing.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside, !isEditingStorage { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Types `text` at the end (`"\n"` is the return key: see the type).
    /// Each change is asked of the delegate first.
    open func insertText(_ text: String) {
        typeText(text)
    }

    /// Deletes the last character (asking the delegate first).
    open func deleteBackward() {
        deleteLastCharacter()
    }

    // MARK: Geometry

    /// Where the border is drawn (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        defaultBorderRect(forBounds: bounds)
    }

    /// Where the text is drawn while not editing: the bounds inside the
    /// border's inset (7 points for a rounded rectangle), less the left and
    /// right views that show and the clear button when it shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        defaultTextRect(forBounds: bounds)
    }

    /// Where the placeholder is drawn (``textRect(forBounds:)``).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// Where the text is drawn while editing (``textRect(forBounds:)``).
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The clear button's frame: 19 points square at the trailing edge,
    /// vertically centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        defaultClearButtonRect(forBounds: bounds)
    }

    /// The left view's frame: its size (its bounds', else its intrinsic
    /// size) at the leading edge, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        defaultLeftViewRect(forBounds: bounds)
    }

    /// The right view's frame: its size at the trailing edge, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        defaultRightViewRect(forBounds: bounds)
    }

    /// The width of the text (or placeholder) plus the border's insets and
    /// the overlays; the height of a line of the font plus the border's
    /// (34 points for a rounded rectangle with the 17-point system font).
    override open var intrinsicContentSize: CGSize { textFieldIntrinsicSize }

    /// The intrinsic size.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { textFieldIntrinsicSize }

    /// Places the overlays that show, the clear button and the
    /// insertion point.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutTextField()
    }

    // MARK: Drawing

    /// Draws the background image, then the text — or, while the text is
    /// empty, the placeholder.
    override open func draw(_ rect: CGRect) {
        drawTextField()
    }

    /// Draws the text in `rect`, vertically centred and aligned; a text
    /// wider than `rect` shows its end while editing, its start otherwise,
    /// clipped to `rect` (shrunk first with ``adjustsFontSizeToFitWidth``).
    open func drawText(in rect: CGRect) {
        drawLine(displayedText, in: rect, showingEnd: isEditingStorage)
    }

    /// Draws the placeholder in `rect`, vertically centred and aligned.
    open func drawPlaceholder(in rect: CGRect) {
        drawLine(placeholderText, in: rect, showingEnd: false)
    }

    /// The insertion point takes the tint colour.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }
}
