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
    /// item.
    private static func shapedExtents(of text: [UInt8], font: UIFont) -> (width: Int32, ascent: Int32, descent: Int32)? {
        let context = PangoTextContext.current.context
        let attributes = pango_attr_list_new()!
        defer { pango_attr_list_unref(attributes) }
        TextSource.insertFontAttributes(of: font, into: attributes, from: 0, to: text.count)
        return text.withUnsafeBufferPointer { buffer -> (Int32, Int32, Int32)? in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { bytes in
                let length = Int32(buffer.count)
                guard let items = pango_itemize(context, bytes, 0, length, attributes, nil) else { return nil }
                defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
                let glyphs = pango_glyph_string_new()!
                defer { pango_glyph_string_free(glyphs) }
                var width: Int32 = 0, top: Int32 = 0, bottom: Int32 = 0
                var node: UnsafeMutablePointer<GList>? = items
                while let current = node {
                    let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
                    pango_shape_item(item, bytes, length, nil, glyphs, PANGO_SHAPE_NONE)
                    var logical = PangoRectangle()
                    pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
                    width += logical.width
                    top = Swift.min(top, logical.y)
                    bottom = Swift.max(bottom, logical.y + logical.height)
                    node = current.pointee.next
                }
                return (width, -top, bottom)
            }
        }
    }
}

extension [UInt8] {
    /// Whether this UTF-8 text holds a tab or a character Pango breaks a
    /// line at (U+000A–000D, U+0085, U+2028, U+2029).
    fileprivate var containsLineBreakOrTab: Bool {
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
