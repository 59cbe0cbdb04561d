internal import CPangoCairo
import Foundation

extension TextLayout {
    /// The size a ``TextLayout`` of `source` with `options` has, without
    /// making one when the text is a single line (see
    /// ``singleLineSize(of:options:)``).
    static func size(of source: TextSource, options: TextLayoutOptions) -> CGSize {
        singleLineSize(of: source, options: options) ?? TextLayout(source: source, options: options).size
    }

    /// The size of `source` measured from its shaped glyphs alone — Pango's
    /// itemizing and shaping, none of a `PangoLayout`'s line breaking,
    /// bidi reordering or line objects — or nil when that could differ from
    /// a ``TextLayout``'s size.
    ///
    /// It measures text of one style and one paragraph with no line or
    /// paragraph separator and no tab, no kerning or baseline offset, no
    /// indents or spacing before the paragraph, that fits the container's
    /// width (else wrapping or truncation would change it) and is kept even
    /// when it is taller than the container. Such text is one line, and a
    /// line's logical extents are the sum of its runs' (Pango 1.50's
    /// `pango_layout_line_get_extents`): the width is the glyph strings'
    /// widths added up, the ascent and descent the largest. A label's
    /// intrinsic size is usually this case; it costs half of a layout.
    static func singleLineSize(of source: TextSource, options: TextLayoutOptions) -> CGSize? {
        guard source.runs.count == 1, source.paragraphs.count == 1, let style = source.runs.first?.style,
            style.kern == 0, style.baselineOffset == 0,
            options.height == nil || options.minimumNumberOfLines >= 1
        else { return nil }
        let paragraph = source.paragraphs[0].style
        guard paragraph.firstLineHeadIndent == 0, paragraph.headIndent == 0, paragraph.tailIndent == 0,
            paragraph.paragraphSpacingBefore == 0, !source.text.containsLineBreakOrTab
        else { return nil }
        guard let extents = shapedExtents(of: source.text, font: style.font) else { return nil }
        let width = CGFloat(pangoUnits: extents.width)
        let (wraps, ellipsizes) = options.cutting(paragraph)
        if let available = options.width, wraps || ellipsizes, extents.width >= available.pangoUnits {
            return nil
        }
        let natural = CGFloat(pangoUnits: extents.ascent) + CGFloat(pangoUnits: extents.descent)
        let height = lineHeight(
            natural: natural, leading: options.usesFontLeading ? style.font.leading : 0, style: paragraph)
        return CGSize(width: Swift.max(0, Swift.min(width, options.width ?? .infinity)), height: height)
    }

    /// The logical width, ascent and descent (Pango units) of `text` in
    /// `font` as one line: each item Pango itemizes it into, shaped, its
    /// glyph string's logical extents joined as a layout line joins its
    /// runs' (from an empty rectangle at the origin). Nil if Pango made no
    /// item. Printable ASCII reuses the item Pango made for earlier text of
    /// its kind in the same font (``ShapingCache/asciiItem(for:latin:)``).
    private static func shapedExtents(of text: [UInt8], font: UIFont) -> (width: Int32, ascent: Int32, descent: Int32)? {
        let textContext = PangoTextContext.current
        let cache = textContext.shaping
        let latin = text.printableAsciiKind
        return text.withUnsafeBufferPointer { buffer -> (Int32, Int32, Int32)? in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { bytes in
                let length = Int32(buffer.count)
                let glyphs = pango_glyph_string_new()!
                defer { pango_glyph_string_free(glyphs) }
                if let latin, let known = cache.asciiItem(for: font, latin: latin) {
                    var item = known.pointee
                    item.offset = 0
                    item.length = length
                    item.num_chars = length
                    let extents = itemExtents(&item, bytes, length, font.specification.features, glyphs, cache, ascii: true)
                    return (extents.width, -Swift.min(0, extents.top), Swift.max(0, extents.bottom))
                }
                let attributes = pango_attr_list_new()!
                defer { pango_attr_list_unref(attributes) }
                TextSource.insertFontAttributes(of: font, into: attributes, from: 0, to: text.count)
                guard let items = pango_itemize(textContext.context, bytes, 0, length, attributes, nil) else { return nil }
                defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
                if let latin, items.pointee.next == nil {
                    cache.remember(items.pointee.data.assumingMemoryBound(to: PangoItem.self), for: font, latin: latin)
                }
                var width: Int32 = 0, top: Int32 = 0, bottom: Int32 = 0
                var node: UnsafeMutablePointer<GList>? = items
                while let current = node {
                    let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
                    let extents = itemExtents(item, bytes, length, font.specification.features, glyphs, cache, ascii: latin != nil)
                    width += extents.width
                    top = Swift.min(top, extents.top)
                    bottom = Swift.max(bottom, extents.bottom)
                    node = current.pointee.next
                }
                return (width, -top, bottom)
            }
        }
    }

    /// One item's logical extents: added up from its words' and spaces'
    /// (``ShapingCache``) when the item is printable ASCII (known to be
    /// when the whole text is: `ascii`) in a font whose words shape apart,
    /// else from the item shaped whole.
    private static func itemExtents(
        _ item: UnsafeMutablePointer<PangoItem>, _ text: UnsafePointer<CChar>, _ length: Int32, _ features: String?,
        _ glyphs: UnsafeMutablePointer<PangoGlyphString>, _ cache: ShapingCache, ascii: Bool
    ) -> ShapingCache.Extents {
        let start = Int(item.pointee.offset), end = start + Int(item.pointee.length)
        let bytes = UnsafeBufferPointer(start: text + start, count: end - start)
        if ascii || bytes.allSatisfy({ (0x20...0x7E).contains($0) }), let font = item.pointee.analysis.font,
            cache.isWordSafe(font)
        {
            var total = ShapingCache.Extents(width: 0, top: 0, bottom: 0)
            var wordStart = 0
            for index in 1...bytes.count where index == bytes.count || (bytes[index] == 0x20) != (bytes[index - 1] == 0x20) {
                let word = cache.extents(
                    of: UnsafeBufferPointer(rebasing: bytes[wordStart..<index]), item: item, features: features, glyphs: glyphs)
                total.width += word.width
                total.top = Swift.min(total.top, word.top)
                total.bottom = Swift.max(total.bottom, word.bottom)
                wordStart = index
            }
            return total
        }
        pango_shape_item(item, text, length, nil, glyphs, PANGO_SHAPE_NONE)
        var logical = PangoRectangle()
        pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
        return ShapingCache.Extents(width: logical.width, top: logical.y, bottom: logical.y + logical.height)
    }
}

extension [UInt8] {
    /// For non-empty printable ASCII (U+0020–007E): whether it holds a
    /// letter, which makes Pango itemize it as Latin script rather than
    /// Common. Nil for other text.
    fileprivate var printableAsciiKind: Bool? {
        guard !isEmpty else { return nil }
        var latin = false
        for byte in self {
            guard (0x20...0x7E).contains(byte) else { return nil }
            if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { latin = true }
        }
        return latin
    }

    /// Whether this UTF-8 text holds a tab or a character Pango breaks a
    /// line at (U+000A–000D, U+0085, U+2028, U+2029).
    fileprivate var containsLineBreakOrTab: Bool {
        // Most text has no byte that could start one: a quick look first.
        guard contains(where: { $0 <= 0x0D || $0 >= 0xC2 }) else { return false }
        for index in indices {
            switch self[index] {
            case 0x09...0x0D: return true
            case 0xC2 where index + 1 < count && self[index + 1] == 0x85: return true
            case 0xE2 where index + 2 < count && self[index + 1] == 0x80 && (self[index + 2] == 0xA8 || self[index + 2] == 0xA9):
                return true
            default: continue
            }
        }
        return false
    }
}
