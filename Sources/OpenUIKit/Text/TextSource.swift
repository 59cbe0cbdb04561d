import Foundation

/// An attributed string prepared for Pango: UTF-8 text, resolved attribute
/// runs and paragraphs, all in byte offsets.
struct TextSource {
    /// The resolved drawing attributes of a run of text.
    struct Style {
        var font: UIFont
        var color: RGBA
        var background: RGBA?
        var kern: CGFloat = 0
        var underline = 0
        var underlineColor: RGBA?
        var strikethrough = 0
        var strikethroughColor: RGBA?
        var baselineOffset: CGFloat = 0
        var paragraph: NSParagraphStyle.Values
    }

    /// A straight-alpha colour.
    struct RGBA: Equatable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

        init(_ color: CGColor) {
            let c = color.rgba
            (red, green, blue, alpha) = (c.red, c.green, c.blue, c.alpha)
        }

        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    struct Run {
        var range: Range<Int>
        var style: Style
    }

    struct Paragraph {
        /// The paragraph's bytes, without its separator.
        var range: Range<Int>
        var style: NSParagraphStyle.Values
    }

    /// The text as UTF-8.
    var text: [UInt8]
    var runs: [Run]
    var paragraphs: [Paragraph]

    /// The defaults UIKit uses for characters without an attribute.
    struct Defaults {
        var font: UIFont = .systemFont(ofSize: 12)
        var color: UIColor = .black
        var paragraph = NSParagraphStyle.Values()
    }

    init(_ string: NSAttributedString, defaults: Defaults = Defaults()) {
        let swiftString = string.string
        text = Array(swiftString.utf8)
        let offsets = Self.utf8Offsets(of: swiftString)
        var runs: [Run] = []
        let length = string.length
        if length > 0 {
            string.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
                let lower = offsets[Swift.min(Swift.max(range.location, 0), offsets.count - 1)]
                let upper = offsets[Swift.min(Swift.max(range.location + range.length, 0), offsets.count - 1)]
                guard upper > lower else { return }
                runs.append(Run(range: lower..<upper, style: Self.style(from: attributes, defaults: defaults)))
            }
        }
        self.runs = runs
        paragraphs = []
        paragraphs = Self.paragraphs(in: text).map { range in
            Paragraph(range: range, style: style(at: range.lowerBound)?.paragraph ?? defaults.paragraph)
        }
    }

    /// Plain text in one style: the defaults (what an attributed string
    /// without attributes gives, made without one).
    init(plain string: String, defaults: Defaults) {
        text = Array(string.utf8)
        runs = text.isEmpty ? [] : [Run(range: 0..<text.count, style: Style(defaults))]
        paragraphs = Self.paragraphs(in: text).map { Paragraph(range: $0, style: defaults.paragraph) }
    }

    /// Whether there is no text.
    var isEmpty: Bool { text.isEmpty }

    /// The style of the run at byte `index` (the last run's past the end).
    func style(at index: Int) -> Style? {
        if let run = runs.first(where: { $0.range.contains(index) }) { return run.style }
        return runs.last?.style
    }

    /// The paragraph containing byte `index`.
    func paragraph(containing index: Int) -> Paragraph? {
        paragraphs.first { index >= $0.range.lowerBound && index <= $0.range.upperBound } ?? paragraphs.last
    }

    /// The same text with every font scaled by `scale` (and kerning with it).
    func scaled(by scale: CGFloat) -> TextSource {
        guard scale != 1 else { return self }
        var copy = self
        for index in copy.runs.indices {
            let font = copy.runs[index].style.font
            copy.runs[index].style.font = font.withSize(font.pointSize * scale)
            copy.runs[index].style.kern *= scale
            copy.runs[index].style.baselineOffset *= scale
        }
        return copy
    }

    /// The same text with every colour (text, underline, strikethrough)
    /// replaced by `color`.
    func recoloured(_ color: UIColor) -> TextSource {
        var copy = self
        let rgba = RGBA(color.cgColor)
        for index in copy.runs.indices {
            copy.runs[index].style.color = rgba
            copy.runs[index].style.underlineColor = nil
            copy.runs[index].style.strikethroughColor = nil
        }
        return copy
    }

    /// The same text with every colour's opacity multiplied by `factor`.
    func dimmed(by factor: CGFloat) -> TextSource {
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].style.color.alpha *= factor
            copy.runs[index].style.underlineColor?.alpha *= factor
            copy.runs[index].style.strikethroughColor?.alpha *= factor
            copy.runs[index].style.background?.alpha *= factor
        }
        return copy
    }

    // MARK: Building

    /// The UTF-8 offset of every UTF-16 offset (and of the end).
    private static func utf8Offsets(of string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var utf8 = 0
        for scalar in string.unicodeScalars {
            let width = UTF8.width(scalar)
            for _ in 0..<UTF16.width(scalar) { offsets.append(utf8) }
            utf8 += width
        }
        offsets.append(utf8)
        return offsets
    }

    /// Paragraph ranges (without separators), split as Pango splits them:
    /// at "\n", "\r", "\r\n" and U+2029.
    private static func paragraphs(in text: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            var separatorLength = 0
            if byte == 0x0A {
                separatorLength = 1
            } else if byte == 0x0D {
                separatorLength = index + 1 < text.count && text[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xE2, index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] == 0xA9 {
                separatorLength = 3
            }
            if separatorLength > 0 {
                ranges.append(start..<index)
                index += separatorLength
                start = index
            } else {
                index += 1
            }
        }
        ranges.append(start..<text.count)
        return ranges
    }

    private static func style(from attributes: [NSAttributedString.Key: Any], defaults: Defaults) -> Style {
        guard !attributes.isEmpty else { return Style(defaults) }
        let font = attributes[.font] as? UIFont ?? defaults.font
        let color = colour(attributes[.foregroundColor]) ?? RGBA(defaults.color.cgColor)
        let paragraph = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values ?? defaults.paragraph
        var style = Style(font: font, color: color, paragraph: paragraph)
        style.background = colour(attributes[.backgroundColor])
        style.kern = number(attributes[.kern]) ?? number(attributes[.tracking]) ?? 0
        style.underline = underline(attributes[.underlineStyle])
        style.underlineColor = colour(attributes[.underlineColor])
        style.strikethrough = underline(attributes[.strikethroughStyle])
        style.strikethroughColor = colour(attributes[.strikethroughColor])
        style.baselineOffset = number(attributes[.baselineOffset]) ?? 0
        return style
    }

    private static func colour(_ value: Any?) -> RGBA? {
        if let color = value as? UIColor { return RGBA(color.cgColor) }
        if let value, let color = value as? CGColor { return RGBA(color) }
        return nil
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private static func underline(_ value: Any?) -> Int {
        switch value {
        case let value as NSUnderlineStyle: value.rawValue
        case let value as Int: value
        case let value as NSNumber: value.intValue
        default: 0
        }
    }
}

extension TextSource.Style {
    /// The style of characters without attributes: the defaults' font,
    /// colour and paragraph, nothing else.
    init(_ defaults: TextSource.Defaults) {
        self.init(font: defaults.font, color: TextSource.RGBA(defaults.color.cgColor), paragraph: defaults.paragraph)
    }
}
