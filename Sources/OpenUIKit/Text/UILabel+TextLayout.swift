import Foundation

extension UILabel {
    func configureLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// Redraws and tells layout that the intrinsic size changed.
    func textLayoutDidChange() {
        setNeedsDisplay()
        labelTextDidChange()
        invalidateIntrinsicContentSize()
    }

    /// The paragraph style made from the label's alignment and line break mode.
    var labelParagraphStyle: NSParagraphStyle {
        NSParagraphStyle(values: labelParagraphValues)
    }

    /// The values of ``labelParagraphStyle``.
    var labelParagraphValues: NSParagraphStyle.Values {
        var values = NSParagraphStyle.Values()
        values.alignment = textAlignmentStorage
        values.lineBreakMode = lineBreakModeStorage
        return values
    }

    /// Takes the font, colour, alignment and line break mode of the first
    /// character of `string` (which has all four).
    func adoptStyle(ofFirstCharacterOf string: NSAttributedString) {
        guard string.length > 0 else { return }
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { fontStorage = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColorStorage = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            textAlignmentStorage = style.alignment
            lineBreakModeStorage = style.lineBreakMode
        }
    }

    /// The attributes plain text is drawn with.
    var labelAttributes: [NSAttributedString.Key: Any] {
        [.font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: labelParagraphStyle]
    }

    /// A copy of `string` with the label's font, colour and paragraph style
    /// where it has none.
    func attributedStringFillingDefaults(_ string: NSAttributedString) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: string)
        let whole = NSRange(location: 0, length: copy.length)
        guard whole.length > 0 else { return copy }
        for (key, value) in labelAttributes {
            var gaps: [NSRange] = []
            copy.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { gaps.append(range) }
            }
            for range in gaps { copy.addAttribute(key, value: value, range: range) }
        }
        return copy
    }

    /// Sets `key` to `value` over all of the attributed text, if any.
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let string = attributedTextStorage, string.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: string)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        attributedTextStorage = copy
    }

    /// Gives all attributed text the label's alignment and line break mode.
    func applyParagraphStyleToAttributedText() {
        guard let string = attributedTextStorage, string.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: string)
        let whole = NSRange(location: 0, length: copy.length)
        var changes: [(NSRange, NSParagraphStyle)] = []
        copy.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
            let style = ((value as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle)
                ?? NSMutableParagraphStyle()
            style.alignment = textAlignmentStorage
            style.lineBreakMode = lineBreakModeStorage
            changes.append((range, style))
        }
        for (range, style) in changes { copy.addAttribute(.paragraphStyle, value: style, range: range) }
        attributedTextStorage = copy
    }

    /// The text to lay out, or nil when there is none.
    /// Plain text is laid out in the label's style directly, with no
    /// attributed string made for it.
    func makeTextSource() -> TextSource? {
        // Memberwise: `Defaults()` would make its default font first.
        let defaults = TextSource.Defaults(font: fontStorage, color: textColorStorage, paragraph: labelParagraphValues)
        if let string = attributedTextStorage {
            return string.length > 0 ? TextSource(string, defaults: defaults) : nil
        }
        guard let text = textStorage, !text.isEmpty else { return nil }
        return TextSource(plain: text, defaults: defaults)
    }

    /// Layout options for a box of `size` and a line limit.
    func layoutOptions(size: CGSize, numberOfLines: Int) -> TextLayoutOptions {
        func limit(_ value: CGFloat) -> CGFloat? {
            value.isFinite && value < CGFloat.greatestFiniteMagnitude / 2 ? Swift.max(0, value) : nil
        }
        var options = TextLayoutOptions()
        options.width = limit(size.width)
        options.height = limit(size.height)
        options.maximumNumberOfLines = Swift.max(0, numberOfLines)
        options.minimumNumberOfLines = 1
        options.labelLineBreakMode = lineBreakModeStorage
        return options
    }

    /// The layout of `source` in a box of `size`, shrunk to fit when
    /// ``adjustsFontSizeToFitWidth`` is on.
    func fittedLayout(_ source: TextSource, size: CGSize, numberOfLines: Int) -> (layout: TextLayout, scale: CGFloat) {
        let options = layoutOptions(size: size, numberOfLines: numberOfLines)
        guard adjustsFontSizeToFitWidth else { return (TextLayout(source: source, options: options), 1) }
        return TextLayout.fitting(source, options: options, minimumScaleFactor: minimumScaleFactor)
    }

    /// `size` rounded up to whole pixels (ignoring float noise).
    func roundedUp(_ size: CGSize) -> CGSize {
        let scale = pixelScale
        func up(_ value: CGFloat) -> CGFloat { ((value * scale) - 0.0001).rounded(.up) / scale }
        return CGSize(width: Swift.max(0, up(size.width)), height: Swift.max(0, up(size.height)))
    }

    /// `drawText(in:)`: lays the text out in `rect`, centres it vertically
    /// by ``textRect(forBounds:limitedToNumberOfLines:)`` and draws it (a
    /// shadow first).
    func drawLabelText(in rect: CGRect) {
        guard var source = makeTextSource() else { return }
        if isHighlighted, let highlightedTextColor {
            source = source.recoloured(highlightedTextColor)
        } else if !isEnabled {
            source = source.dimmed(by: 0.44)
        }
        let (layout, scale) = fittedLayout(source, size: rect.size, numberOfLines: numberOfLines)
        let textHeight = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines).height
        var top = rect.minY + (rect.height - textHeight) / 2
        if scale < 1, layout.lines.count == 1, baselineAdjustment != .alignCenters {
            // Place shrunk text where the unshrunk text would have been.
            var options = layoutOptions(size: rect.size, numberOfLines: numberOfLines)
            options.width = nil
            let natural = TextLayout(source: source, options: options)
            let naturalTop = rect.minY + (rect.height - roundedUp(natural.size).height) / 2
            top = baselineAdjustment == .alignBaselines
                ? naturalTop + natural.firstBaseline - layout.firstBaseline : naturalTop
        }
        let scaleFactor = pixelScale
        let origin = CGPoint(x: rect.minX, y: (top * scaleFactor).rounded() / scaleFactor)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let shadowColor {
            layout.drawGlyphs(at: origin, offset: shadowOffset, color: shadowColor, in: context)
        }
        layout.draw(at: origin, in: context)
    }
}
