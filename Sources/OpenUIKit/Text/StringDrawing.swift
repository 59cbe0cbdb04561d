import Foundation

/// The shared implementation of UIKit's string drawing and measuring
/// (`NSString`, `StringProtocol` and `NSAttributedString`): each call lays
/// the text out once with ``TextLayout`` and measures or draws that layout.
enum StringDrawing {
    /// Options for the rectangle-based calls (`boundingRect`, `draw(with:)`).
    static func options(for size: CGSize, drawingOptions: NSStringDrawingOptions) -> TextLayoutOptions {
        var options = TextLayoutOptions()
        options.usesFontLeading = drawingOptions.contains(.usesFontLeading)
        if drawingOptions.contains(.usesLineFragmentOrigin) {
            options.width = size.width > 0 && size.width.isFinite ? size.width : nil
            options.height = size.height > 0 && size.height.isFinite ? size.height : nil
            options.truncatesLastVisibleLine = drawingOptions.contains(.truncatesLastVisibleLine)
        } else {
            options.wraps = false
        }
        return options
    }

    /// The layout for one call, shrunk when `context` allows it.
    static func layout(
        _ string: NSAttributedString, options: TextLayoutOptions, context: NSStringDrawingContext?
    ) -> TextLayout {
        let source = TextSource(string)
        let minimum = context?.minimumScaleFactor ?? 0
        let (layout, scale) = minimum > 0 && minimum < 1
            ? TextLayout.fitting(source, options: options, minimumScaleFactor: minimum)
            : (TextLayout(source: source, options: options), 1)
        context?.actualScaleFactor = scale
        return layout
    }

    /// The size of the text on unlimited lines (no wrapping).
    static func size(_ string: NSAttributedString) -> CGSize {
        guard string.length > 0 else { return .zero }
        return TextLayout.size(of: TextSource(string), options: TextLayoutOptions())
    }

    /// Draws the text with the top-left of its first line at `point`.
    static func draw(_ string: NSAttributedString, at point: CGPoint) {
        guard string.length > 0, let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(source: TextSource(string), options: TextLayoutOptions()).draw(at: point, in: context)
    }

    /// Draws the text wrapped in `rect`, keeping the lines that fit.
    static func draw(_ string: NSAttributedString, in rect: CGRect) {
        draw(string, with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// `draw(with:options:context:)`: in `rect` with `usesLineFragmentOrigin`,
    /// else on one line with the first baseline at `rect.origin`.
    static func draw(
        _ string: NSAttributedString, with rect: CGRect, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) {
        guard string.length > 0 else {
            context?.totalBounds = .zero
            return
        }
        let rect = rect.standardized
        let layout = layout(string, options: Self.options(for: rect.size, drawingOptions: options), context: context)
        let fragmentOrigin = options.contains(.usesLineFragmentOrigin)
        let origin = fragmentOrigin ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - layout.firstBaseline)
        context?.totalBounds = CGRect(origin: origin, size: layout.size)
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        layout.draw(at: origin, in: graphics)
    }

    /// `boundingRect(with:options:context:)`: the size of the laid-out text,
    /// at the origin with `usesLineFragmentOrigin`, else relative to the
    /// first baseline (so `y` is minus the first line's ascent).
    static func boundingRect(
        _ string: NSAttributedString, with size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        guard string.length > 0 else {
            context?.totalBounds = .zero
            return .zero
        }
        let layout = layout(string, options: Self.options(for: size, drawingOptions: options), context: context)
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -layout.firstBaseline
        let rect = CGRect(x: 0, y: y, width: layout.size.width, height: layout.size.height)
        context?.totalBounds = rect
        return rect
    }
}
