import Foundation

/// How a ``TextLayout`` fits its text.
struct TextLayoutOptions {
    /// The container width (nil: unlimited, lines never wrap).
    var width: CGFloat?
    /// The container height: only lines that fit completely are kept (nil: unlimited).
    var height: CGFloat?
    /// The most lines kept (0: no limit).
    var maximumNumberOfLines = 0
    /// Lines kept even when they do not fit the height (labels keep one).
    var minimumNumberOfLines = 0
    /// A label's line break mode: every line wraps (by characters for
    /// `byCharWrapping`, else by words) and the mode applies to the last
    /// visible line. Nil for string drawing, where each paragraph's own
    /// mode decides (wrapping modes wrap; the others keep each paragraph on
    /// one line, clipped or truncated), as in UIKit.
    var labelLineBreakMode: NSLineBreakMode?
    /// String drawing: end the last visible line with an ellipsis when text
    /// is left over.
    var truncatesLastVisibleLine = false
    /// Add the fonts' leading to each line's height.
    var usesFontLeading = false
    /// Wrap and truncate at all (false without `usesLineFragmentOrigin`:
    /// one line per paragraph, never cut).
    var wraps = true
}

extension TextLayoutOptions {
    /// Whether lines of a paragraph in `style` wrap at the container's
    /// width, and whether a paragraph kept on one line is ellipsized there.
    func cutting(_ style: NSParagraphStyle.Values) -> (wraps: Bool, ellipsizes: Bool) {
        let mode = labelLineBreakMode ?? style.lineBreakMode
        return (
            wraps && (labelLineBreakMode != nil || mode.wraps),
            wraps && labelLineBreakMode == nil && mode.truncates
        )
    }
}
