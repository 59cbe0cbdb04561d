import Foundation

// UIKit's NSAttributedString drawing and measuring (NSStringDrawing), drawn
// by Pango. Sizes are not rounded: round up (`ceil`) before using them for
// view sizes, as UIKit asks. Drawing uses `UIGraphicsGetCurrentContext()`
// and does nothing without one; the context's transform and clip apply,
// its alpha (`setAlpha`) and shadow do not. Any thread may call these
// (each thread has its own Pango font map and context).
extension NSAttributedString {
    /// The size of the text laid out without a width limit (each paragraph
    /// on one line; zero for empty text).
    public func size() -> CGSize {
        StringDrawing.size(self)
    }

    /// Draws the text with the top-left of its first line at `point`,
    /// without a width limit.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(self, at: point)
    }

    /// Draws the text inside `rect`: lines wrap to its width (per each
    /// paragraph's line break mode) and only lines that fit its height are
    /// drawn. Nothing is clipped.
    public func draw(in rect: CGRect) {
        StringDrawing.draw(self, in: rect)
    }

    /// Draws the text in `rect` with `options`: with
    /// `.usesLineFragmentOrigin` as ``draw(in:)`` (plus
    /// `.truncatesLastVisibleLine` and `.usesFontLeading`); without it on
    /// one line per paragraph, with the first baseline at `rect.origin`.
    /// A `context` with a `minimumScaleFactor` below 1 lets the text shrink
    /// to fit and reports the scale and bounds.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(self, with: rect, options: options, context: context)
    }

    /// The rectangle the text takes when drawn with `options` in a box of
    /// `size` (a dimension of 0 or less, or infinite, means no limit).
    ///
    /// With `.usesLineFragmentOrigin` the origin is zero and the size is
    /// the widest line by the bottom of the last line that fits; without
    /// it the text is not wrapped and the origin is relative to the first
    /// baseline. Not rounded.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(self, with: size, options: options, context: context)
    }
}
