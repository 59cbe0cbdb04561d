@_spi(TextRendering) import OpenQuartzCore
import Foundation

/// Draws the text of `CATextLayer`s with OpenUIKit's text layout (the
/// runtime installs ``draw(_:in:alpha:)`` as `CATextLayer.textRenderer`,
/// since text layout lives above Core Animation).
///
/// Plain text takes the layer's font (a name or a `UIFont`, at the layer's
/// `fontSize`; Helvetica when none), colour, alignment, wrapping and
/// truncation; an attributed string keeps its own attributes and takes the
/// layer's where it has none. The text starts at the bounds' top-left
/// corner. A wrapped layer wraps at the bounds' width; with a truncation
/// mode its last line that fits the height is shortened with an ellipsis,
/// without one lines past the bottom are clipped. An unwrapped layer keeps
/// each paragraph on one line, shortened at the width or clipped.
enum TextLayerRenderer {
    /// Draws `content` into the Cairo context `cairo` (the layer's
    /// coordinates), its colours' alpha multiplied by `alpha`.
    static func draw(_ content: CATextLayerContent, in cairo: OpaquePointer, alpha: Double) {
        guard let string = attributedString(content.string), string.length > 0 else { return }
        var source = TextSource(string, defaults: defaults(of: content))
        if alpha < 1 { source = source.dimmed(by: CGFloat(alpha)) }
        TextLayout(source: source, options: options(of: content)).draw(at: content.bounds.origin, inCairo: cairo)
    }

    /// The string as an attributed string (nil for values that are not text).
    static func attributedString(_ string: Any) -> NSAttributedString? {
        switch string {
        case let attributed as NSAttributedString: attributed
        case let plain as String: NSAttributedString(string: plain)
        case let plain as NSString: NSAttributedString(string: plain as String)
        default: nil
        }
    }

    /// The layer's font at its size: a `UIFont` resized, a named font, or
    /// Helvetica (the system font when a name is not installed).
    static func font(of content: CATextLayerContent) -> UIFont {
        let size = content.fontSize
        let name: String
        switch content.font {
        case let font as UIFont: return font.withSize(size)
        case let fontName as String: name = fontName
        case let fontName as NSString: name = fontName as String
        default: name = "Helvetica"
        }
        return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }

    /// The attributes plain text is drawn with.
    static func defaults(of content: CATextLayerContent) -> TextSource.Defaults {
        var defaults = TextSource.Defaults(font: font(of: content), color: UIColor(cgColor: content.foregroundColor))
        defaults.paragraph.alignment =
            switch content.alignmentMode {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: .natural
            }
        defaults.paragraph.lineBreakMode = content.isWrapped ? .byWordWrapping : lineBreakMode(content.truncationMode)
        return defaults
    }

    /// The mode that shortens text as `mode` does (clipping for none).
    static func lineBreakMode(_ mode: CATextLayerTruncationMode) -> NSLineBreakMode {
        switch mode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: .byClipping
        }
    }

    /// The box the text is laid out in: the bounds' width; for a wrapped,
    /// truncating layer also its height, with the truncation applied to
    /// the last line that fits.
    static func options(of content: CATextLayerContent) -> TextLayoutOptions {
        var options = TextLayoutOptions()
        options.width = content.bounds.width
        if content.isWrapped, content.truncationMode != .none {
            options.height = content.bounds.height
            options.minimumNumberOfLines = 1
            options.labelLineBreakMode = lineBreakMode(content.truncationMode)
        }
        return options
    }
}
