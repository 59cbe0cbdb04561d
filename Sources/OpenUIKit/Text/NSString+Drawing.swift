import Foundation

// UIKit's NSString drawing and measuring (NSStringDrawing): the string with
// `attrs` on every character, as an attributed string (see
// NSAttributedString+Drawing.swift). Missing attributes take UIKit's
// defaults, except the font: the 12 pt system font instead of Helvetica 12.
extension NSString {
    /// The size of the string drawn with `attrs`, without a width limit.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    /// Draws the string with the top-left of its first line at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped inside `rect` (only lines that fit).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    /// Draws the string in `rect` with `options` (see
    /// `NSAttributedString.draw(with:options:context:)`).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: String(self), attributes: attributes)
            .draw(with: rect, options: options, context: context)
    }

    /// The rectangle the string takes drawn with `options` in a box of
    /// `size` (see `NSAttributedString.boundingRect(with:options:context:)`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}
