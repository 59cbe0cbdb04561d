import Foundation

/// A layer that draws a plain or attributed string in its bounds: from the
/// top-left corner, wrapped or one line per paragraph, truncated or
/// clipped at the bounds.
///
/// ``fontSize`` and ``foregroundColor`` are animatable (implicitly on a
/// layer on screen that is not a view's layer, and with
/// `CABasicAnimation(keyPath: "fontSize")`): the text is laid out again
/// for each frame's value, as Core Animation does. The text is drawn by
/// the compositor from the layer's presentation values, not into a backing
/// store, so ``CALayer/contentsScale`` does not blur it; it stays inside
/// the bounds.
///
/// Differences from Core Animation: text layout and drawing belong to
/// OpenUIKit (Pango), which installs the text renderer when its runtime is
/// made; a text layer drawn in a process that never made one prints a
/// console message once and draws no text. ``font`` takes a font name
/// (`String`) or a `UIFont` (Core Text fonts and `CGFont`s do not exist
/// here); a `UIFont`'s own size is replaced by ``fontSize``, as Core
/// Animation does. Attributed strings keep their own attributes; the
/// layer's font, size, colour, alignment, wrapping and truncation fill in
/// where they have none.
open class CATextLayer: CALayer {
    /// The keys of the text layer's properties.
    enum Key {
        static let string = "string"
        static let font = "font"
        static let fontSize = "fontSize"
        static let foregroundColor = "foregroundColor"
        static let wrapped = "wrapped"
        static let truncationMode = "truncationMode"
        static let alignmentMode = "alignmentMode"
        static let allowsFontSubpixelQuantization = "allowsFontSubpixelQuantization"
        static let animatable: Set<String> = [fontSize, foregroundColor]
    }

    /// The defaults: ``fontSize`` 36, ``foregroundColor`` opaque white,
    /// ``truncationMode`` ``CATextLayerTruncationMode/none``,
    /// ``alignmentMode`` ``CATextLayerAlignmentMode/natural``, not wrapped;
    /// other keys as `CALayer`.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case Key.fontSize: CGFloat(36)
        case Key.foregroundColor: CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        case Key.wrapped, Key.allowsFontSubpixelQuantization: false
        case Key.truncationMode: CATextLayerTruncationMode.none.rawValue
        case Key.alignmentMode: CATextLayerAlignmentMode.natural.rawValue
        default: super.defaultValue(forKey: key)
        }
    }

    /// The keys that animate implicitly as `CALayer`'s properties do.
    override class var ownAnimatableKeys: Set<String> { Key.animatable }

    /// The text: a `String` (or `NSString`) or an `NSAttributedString`;
    /// nil draws nothing. Other values draw nothing either.
    open var string: Any? {
        get { stored.modelState.discreteValue(Key.string, as: Any.self) }
        set { setDiscreteValue(newValue, forKey: Key.string) }
    }

    /// The font of plain text: a font name (`String`) or a `UIFont`; nil is
    /// Helvetica. Its size is ignored (see ``fontSize``).
    open var font: AnyObject? {
        get { stored.modelState.discreteValue(Key.font, as: AnyObject.self) }
        set { setDiscreteValue(newValue, forKey: Key.font) }
    }

    /// The point size of plain text (36 by default). Animatable.
    open var fontSize: CGFloat {
        get { CGFloat(customValue(Key.fontSize)?.number ?? 36) }
        set { setKeyedValue(AnimatableValue.number(Double(newValue)), forKeyPath: Key.fontSize) }
    }

    /// The colour of plain text (opaque white by default; nil draws none).
    /// Animatable.
    open var foregroundColor: CGColor? {
        get { customColor(Key.foregroundColor) }
        set { setCustomColor(newValue, forKey: Key.foregroundColor) }
    }

    /// Whether lines wrap at the bounds' width (false: one line per
    /// paragraph).
    open var isWrapped: Bool {
        get { stored.modelState.discreteValue(Key.wrapped, as: Bool.self) ?? false }
        set { setDiscreteValue(newValue, forKey: Key.wrapped) }
    }

    /// How text that does not fit is shortened (``CATextLayerTruncationMode/none``:
    /// clipped). A wrapped layer shortens its last visible line.
    open var truncationMode: CATextLayerTruncationMode {
        get { stored.modelState.discreteValue(Key.truncationMode, as: String.self).map(CATextLayerTruncationMode.init) ?? .none }
        set { setDiscreteValue(newValue.rawValue, forKey: Key.truncationMode) }
    }

    /// How lines align in the bounds (``CATextLayerAlignmentMode/natural``
    /// by default).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { stored.modelState.discreteValue(Key.alignmentMode, as: String.self).map(CATextLayerAlignmentMode.init) ?? .natural }
        set { setDiscreteValue(newValue.rawValue, forKey: Key.alignmentMode) }
    }

    /// Whether glyph positions may be quantized to pixels (false by
    /// default). Kept for compatibility: OpenUIKit's text rendering places
    /// glyphs the same way either way.
    open var allowsFontSubpixelQuantization: Bool {
        get { stored.modelState.discreteValue(Key.allowsFontSubpixelQuantization, as: Bool.self) ?? false }
        set { setDiscreteValue(newValue, forKey: Key.allowsFontSubpixelQuantization) }
    }

    // MARK: Drawing

    /// Draws the text through the installed renderer (CATextLayer+Drawing.swift).
    override func drawOwnContent(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        drawText(state: state, in: cr, alpha: alpha)
    }

    /// Whether there is a string to draw.
    override var drawsOwnContent: Bool { string != nil }
}
