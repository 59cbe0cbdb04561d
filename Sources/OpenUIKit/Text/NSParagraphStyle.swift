import Foundation

/// The layout of a paragraph: alignment, line breaking, indents and spacing.
///
/// Immutable; ``NSMutableParagraphStyle`` changes the values. In text with
/// several paragraphs each paragraph uses the style of its first character.
/// Alignment, line heights and spacing apply per paragraph; indents and line
/// breaking (which Pango sets per layout) follow the first paragraph's style.
///
/// Differences from UIKit: `hyphenationFactor`, `defaultTabInterval` and
/// `allowsDefaultTighteningForTruncation` are stored but not honoured;
/// tab stops and writing direction are not modelled.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Every value of a style.
    struct Values: Hashable, Sendable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values: Values

    /// A style with the default values.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The default style: natural alignment, word wrapping, no indents or
    /// extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Extra space between the lines of a paragraph, in points (default 0).
    open var lineSpacing: CGFloat { values.lineSpacing }

    /// Extra space after the paragraph, in points (default 0; not added
    /// after the last paragraph).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }

    /// The horizontal alignment (default `.natural`, which is left here).
    open var alignment: NSTextAlignment { values.alignment }

    /// The indent of lines after the first, from the leading edge (default 0).
    open var headIndent: CGFloat { values.headIndent }

    /// The trailing edge: positive from the leading edge, zero or negative
    /// from the trailing edge of the container (default 0).
    open var tailIndent: CGFloat { values.tailIndent }

    /// The indent of the first line, from the leading edge (default 0).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }

    /// The least height of a line, in points (default 0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }

    /// The greatest height of a line, in points (default 0: none); taller
    /// text overlaps the line above.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }

    /// What happens to text that does not fit (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }

    /// A factor for the natural line height (default 0: none); the extra
    /// space goes above the text, as in TextKit.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    /// Extra space before the paragraph, in points (default 0).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }

    /// The hyphenation threshold (default 0). Stored, not honoured.
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// The tab interval (default 0). Stored, not honoured.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }

    /// Whether text may tighten before truncating (default false). Stored,
    /// not honoured.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    // MARK: - NSCopying

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    // MARK: - NSMutableCopying

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    // MARK: NSObject

    /// Equal when every value is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.values == values
    }

    /// A hash of the values.
    open override var hash: Int { values.hashValue }
}
