internal import CPangoCairo
import Foundation

extension TextSource {
    /// A Pango attribute list (the caller unrefs it) for the bytes in
    /// `range`, with indices relative to `range.lowerBound`. The last run
    /// reaching the end of `range` is extended by `extraBytes` (for an
    /// appended ellipsis).
    func makeAttributeList(for range: Range<Int>, extraBytes: Int = 0) -> OpaquePointer {
        let list = pango_attr_list_new()!
        for run in runs {
            let lower = Swift.max(run.range.lowerBound, range.lowerBound)
            var upper = Swift.min(run.range.upperBound, range.upperBound)
            guard upper > lower || (extraBytes > 0 && upper == range.upperBound && lower == upper) else { continue }
            if upper == range.upperBound { upper += extraBytes }
            insertAttributes(of: run.style, into: list, from: lower - range.lowerBound, to: upper - range.lowerBound)
        }
        return list
    }

    private func insertAttributes(of style: Style, into list: OpaquePointer, from start: Int, to end: Int) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            Self.insert(attribute, into: list, from: start, to: end)
        }
        Self.insertFontAttributes(of: style.font, into: list, from: start, to: end)
        let color = style.color
        insert(pango_attr_foreground_new(color.red.colorUnit, color.green.colorUnit, color.blue.colorUnit))
        if color.alpha < 1 {
            insert(pango_attr_foreground_alpha_new(color.alpha.colorUnit))
        }
        if let background = style.background, background.alpha > 0 {
            insert(pango_attr_background_new(
                background.red.colorUnit, background.green.colorUnit, background.blue.colorUnit))
            if background.alpha < 1 {
                insert(pango_attr_background_alpha_new(background.alpha.colorUnit))
            }
        }
        if style.kern != 0 {
            insert(pango_attr_letter_spacing_new(style.kern.pangoUnits))
        }
        if style.underline != 0 {
            let double = style.underline & 0x0F == NSUnderlineStyle.double.rawValue & 0x0F
            insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = style.underlineColor {
                insert(pango_attr_underline_color_new(color.red.colorUnit, color.green.colorUnit, color.blue.colorUnit))
            }
        }
        if style.strikethrough != 0 {
            insert(pango_attr_strikethrough_new(1))
            if let color = style.strikethroughColor {
                insert(pango_attr_strikethrough_color_new(
                    color.red.colorUnit, color.green.colorUnit, color.blue.colorUnit))
            }
        }
        if style.baselineOffset != 0 {
            insert(pango_attr_rise_new(style.baselineOffset.pangoUnits))
        }
    }
}

extension TextSource {
    /// Adds the attributes that choose and shape glyphs — the font and its
    /// OpenType features — for `font` over `start..<end` to `list`.
    static func insertFontAttributes(of font: UIFont, into list: OpaquePointer, from start: Int, to end: Int) {
        let description = font.specification.makePangoDescription(pointSize: font.pointSize)
        insert(pango_attr_font_desc_new(description), into: list, from: start, to: end)
        pango_font_description_free(description)
        if let features = font.specification.features {
            insert(pango_attr_font_features_new(features), into: list, from: start, to: end)
        }
    }

    /// Inserts `attribute` (if made) over `start..<end` into `list`.
    private static func insert(
        _ attribute: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer, from start: Int, to end: Int
    ) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(end)
        pango_attr_list_insert(list, attribute)
    }
}

extension CGFloat {
    /// A 0…1 colour component as Pango's 16-bit unit.
    fileprivate var colorUnit: UInt16 {
        guard !isNaN else { return 0 }
        return UInt16((Swift.min(Swift.max(self, 0), 1) * 65535).rounded())
    }
}
