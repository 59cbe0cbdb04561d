internal import CPangoCairo
import Foundation

/// A font's vertical metrics and the face fontconfig chose, read from Pango.
struct FontMetrics: Sendable {
    /// Distance from the baseline to the top of the line box (positive).
    var ascender: CGFloat
    /// Distance from the baseline to the bottom of the line box (negative, as UIKit's).
    var descender: CGFloat
    /// Extra space the font asks for between lines (line gap, never negative).
    var leading: CGFloat
    /// Height of capital letters above the baseline (ink of "H").
    var capHeight: CGFloat
    /// Height of lowercase letters above the baseline (ink of "x").
    var xHeight: CGFloat
    /// The face that draws the font.
    var face: FontCatalog.Face?

    /// Loads the font on the calling thread's Pango context and reads its metrics.
    init(specification: FontSpecification, pointSize: CGFloat) {
        let context = PangoTextContext.current
        let description = specification.makePangoDescription(pointSize: pointSize)
        defer { pango_font_description_free(description) }
        if let font = pango_context_load_font(context.context, description) {
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            let metrics = pango_font_get_metrics(font, nil)
            defer { pango_font_metrics_unref(metrics) }
            let ascent = CGFloat(pangoUnits: pango_font_metrics_get_ascent(metrics))
            let descent = CGFloat(pangoUnits: pango_font_metrics_get_descent(metrics))
            let height = CGFloat(pangoUnits: pango_font_metrics_get_height(metrics))
            ascender = ascent
            descender = -descent
            leading = Swift.max(0, height - ascent - descent)
            face = Self.face(of: font)
        } else {
            ascender = pointSize * 0.8
            descender = -pointSize * 0.2
            leading = 0
            face = nil
        }
        capHeight = Self.inkHeight(of: "H", description: description, context: context) ?? ascender * 0.75
        xHeight = Self.inkHeight(of: "x", description: description, context: context) ?? ascender * 0.55
    }

    /// The height of `text`'s ink above the baseline.
    private static func inkHeight(of text: String, description: OpaquePointer, context: PangoTextContext) -> CGFloat? {
        let layout = context.makeLayout()
        defer { context.release(layout) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        guard ink.height > 0 else { return nil }
        return CGFloat(pangoUnits: pango_layout_get_baseline(layout) - ink.y)
    }

    /// The catalogue face matching the font Pango loaded.
    private static func face(of font: UnsafeMutablePointer<PangoFont>) -> FontCatalog.Face? {
        guard let description = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(description) }
        guard let family = pango_font_description_get_family(description) else { return nil }
        let weight = Int(pango_font_description_get_weight(description).rawValue)
        let isItalic = pango_font_description_get_style(description) != PANGO_STYLE_NORMAL
        let stretch = Int(pango_font_description_get_stretch(description).rawValue)
        return FontCatalog.shared.nearestFace(
            familyName: String(cString: family), weight: weight, isItalic: isItalic, stretch: stretch)
    }
}
