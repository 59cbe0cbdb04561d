internal import CPangoCairo
import Foundation
import OpenCoreGraphics

/// The calling thread's Pango context, which every text measurement and
/// drawing uses.
///
/// Pango's default Cairo font map is per thread, so each thread gets its own
/// font map and context and text can be measured and drawn from any thread
/// (as UIKit allows for string drawing). Layouts made on a thread's context
/// must stay on that thread; the text code makes, uses and frees them within
/// one call.
///
/// The context is set up so that layout is independent of the device
/// transform: metric hinting is off, glyph outlines are not hinted and glyph
/// positions are not rounded. A layout measured here in points therefore
/// draws at exactly the measured size on a context of any scale, and Cairo
/// rasterises the glyphs at the device resolution (crisp at 3x).
final class PangoTextContext {
    /// The `PangoContext *` (owned).
    let context: OpaquePointer

    private init() {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Each thread's context.
    private static let contexts = ThreadLocalObject { PangoTextContext() }

    /// The context of the calling thread, created on first use and freed
    /// when the thread ends; brought up to date with the app's registered
    /// fonts (see ``fontsDidChange(generation:)``).
    static var current: PangoTextContext {
        let context = contexts.current
        let generation = FontRegistry.generation
        if context.fontGeneration != generation { context.fontsDidChange(generation: generation) }
        return context
    }

    /// The ``FontRegistry`` generation the font map was last refreshed for.
    private var fontGeneration = 0

    /// After `CTFontManagerRegister…`: this thread's font map gets the
    /// registered fonts (into its own fontconfig configuration when it has
    /// one; the registry updated the current one) and reloads, and what
    /// was shaped with the old fonts is forgotten.
    private func fontsDidChange(generation: Int) {
        fontGeneration = generation
        let fontMap = UnsafeMutableRawPointer(pango_context_get_font_map(context))
        if let config = pango_fc_font_map_get_config(fontMap) {
            FontRegistry.installApplicationFonts(into: OpaquePointer(config))
        }
        pango_fc_font_map_config_changed(fontMap)
        pango_context_changed(context)
        shaping.removeAll()
    }

    /// Layouts made by ``makeLayout()`` and not yet released.
    private(set) var liveLayoutCount = 0

    /// What this thread has itemized and shaped, by font (see ``ShapingCache``).
    let shaping = ShapingCache()

    /// A new, empty layout on this context; give it back with
    /// ``release(_:)`` on the same thread.
    func makeLayout() -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_auto_dir(layout, 0)
        liveLayoutCount += 1
        return layout
    }

    /// Frees a layout made by ``makeLayout()``.
    func release(_ layout: OpaquePointer) {
        g_object_unref(UnsafeMutableRawPointer(layout))
        liveLayoutCount -= 1
    }
}

/// Counters for checking that text drawing frees what it makes.
public enum TextDiagnostics {
    /// The Pango layouts the calling thread's text code has made and not
    /// yet freed: 0 between calls, whatever was drawn or measured.
    @_spi(Testing) public static var liveLayoutsOnCurrentThread: Int {
        PangoTextContext.current.liveLayoutCount
    }

    /// Empties the calling thread's cache of shaped words and itemized
    /// text (``ShapingCache``): the next measurements itemize and shape
    /// every word again, as the first text an app measures does.
    @_spi(Testing) public static func forgetShapedWordsOnCurrentThread() {
        PangoTextContext.current.shaping.removeAll()
    }
}

/// Pango units per point.
let pangoScale = CGFloat(PANGO_SCALE)

extension CGFloat {
    /// The value in Pango units (rounded).
    var pangoUnits: Int32 {
        guard !isNaN else { return 0 }
        let units = Swift.min(Swift.max(self * pangoScale, -1e9), 1e9)
        return Int32(units.rounded())
    }

    /// A value from Pango units.
    init(pangoUnits value: Int32) {
        self = CGFloat(value) / pangoScale
    }
}
