internal import CCairo
import Foundation

/// What a text layer draws, read from its presentation values: handed to
/// the text renderer a text-layout layer above Core Animation installs
/// (OpenUIKit's). An OpenUIKit addition.
@_spi(TextRendering) public struct CATextLayerContent {
    /// The string (a `String`, `NSString` or `NSAttributedString`).
    public var string: Any
    /// The font of plain text: a name or a font object, or nil.
    public var font: AnyObject?
    /// The point size of plain text.
    public var fontSize: CGFloat
    /// The colour of plain text (clear when the layer's is nil).
    public var foregroundColor: CGColor
    /// Whether lines wrap at the bounds' width.
    public var isWrapped: Bool
    /// How text that does not fit is shortened.
    public var truncationMode: CATextLayerTruncationMode
    /// How lines align.
    public var alignmentMode: CATextLayerAlignmentMode
    /// The layer's bounds: the text starts at their top-left corner and is
    /// clipped to them.
    public var bounds: CGRect
}

extension CATextLayer {
    /// Draws `content` into a Cairo context (`cairo_t`) in the layer's
    /// coordinates (y down), its colours' alpha multiplied by the given
    /// opacity; installed by OpenUIKit. The renderer must leave the
    /// context's state as it found it.
    @_spi(TextRendering) public static var textRenderer: ((CATextLayerContent, OpaquePointer, Double) -> Void)?

    /// Whether the missing renderer was reported.
    private static var reportedMissingRenderer = false

    /// What the layer draws in `state`, or nil when it has no string.
    func textContent(in state: LayerState) -> CATextLayerContent? {
        guard let string = state.discreteValue(Key.string, as: Any.self) else { return nil }
        let color = customValue(Key.foregroundColor, in: state)?.rgbaValue?.cgColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        return CATextLayerContent(
            string: string, font: state.discreteValue(Key.font, as: AnyObject.self),
            fontSize: CGFloat(customValue(Key.fontSize, in: state)?.number ?? 36), foregroundColor: color,
            isWrapped: state.discreteValue(Key.wrapped, as: Bool.self) ?? false,
            truncationMode: state.discreteValue(Key.truncationMode, as: String.self).map(CATextLayerTruncationMode.init) ?? .none,
            alignmentMode: state.discreteValue(Key.alignmentMode, as: String.self).map(CATextLayerAlignmentMode.init) ?? .natural,
            bounds: state.bounds)
    }

    /// Draws the text of `state` through ``textRenderer``, clipped to the
    /// bounds.
    func drawText(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        guard let content = textContent(in: state), content.bounds.width > 0, content.bounds.height > 0 else { return }
        guard let renderer = Self.textRenderer else {
            if !Self.reportedMissingRenderer {
                Self.reportedMissingRenderer = true
                CGDiagnostics.report("CATextLayer: no text renderer is installed (OpenUIKit installs one when its runtime is made); the text is not drawn.")
            }
            return
        }
        let bounds = content.bounds
        cairo_save(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        renderer(content, cr, alpha)
        cairo_restore(cr)
    }
}
