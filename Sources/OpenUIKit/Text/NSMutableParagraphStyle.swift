import Foundation

/// A paragraph style whose values can change (see ``NSParagraphStyle``
/// for each value's meaning and default).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Extra space between the lines of a paragraph, in points.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }

    /// Extra space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }

    /// The horizontal alignment.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }

    /// The indent of lines after the first.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }

    /// The trailing edge (positive: from the leading edge; otherwise from
    /// the container's trailing edge).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }

    /// The indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }

    /// The least height of a line (0: none).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }

    /// The greatest height of a line (0: none).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }

    /// What happens to text that does not fit.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    /// A factor for the natural line height (0: none).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    /// Extra space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }

    /// The hyphenation threshold (not honoured).
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }

    /// The tab interval (not honoured).
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }

    /// Whether text may tighten before truncating (not honoured).
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Copies every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        values = other.values
    }
}
