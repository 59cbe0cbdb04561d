internal import CPangoCairo

/// What measuring text of a thread has itemized and shaped, kept per font
/// so that text made of words measured before is not shaped again, and
/// printable ASCII is not itemized again (Blink's caching word shaper, in
/// the form Pango allows).
///
/// **Words.** A run of printable ASCII in a font whose OpenType lookups
/// never read or write the space glyph (and that has no legacy `kern`
/// table and no AAT tables, see ``isWordSafe(_:)``) shapes exactly as the
/// words and runs of spaces it is made of shaped one by one: no
/// substitution or kerning reaches across a space, and Pango's glyph
/// advances are added up per glyph. Its width is then the sum of theirs
/// and its logical top and bottom the extremes of theirs. Other text and
/// other fonts are shaped whole.
///
/// **ASCII items.** Pango itemizes any printable ASCII in a font into one
/// item whose analysis depends only on the font and on whether the text
/// holds a letter (Latin script; else Common) — when the font Pango picks
/// is the font's first choice and has a glyph for every printable ASCII
/// character, so no fallback font can enter. That item is kept and reused
/// for other such text (``asciiItem(for:latin:)``).
///
/// One cache per thread (it lives in that thread's ``PangoTextContext``);
/// at most ``capacity`` words and ``fontCapacity`` fonts and items, each
/// emptied when full (text in many sizes lets its fonts go). The fonts it
/// has judged and the items it keeps hold references, so a font pointer is
/// never reused for another font while the cache holds it.
///
/// Its stored properties skip Swift's dynamic exclusivity checks: a cache
/// is used from its own thread only, and no access spans a call that
/// could reach the cache again.
final class ShapingCache {
    /// A word's logical width, top (≤ 0) and bottom, in Pango units.
    struct Extents {
        var width: Int32
        var top: Int32
        var bottom: Int32
    }

    /// A word as one item's analysis shapes it.
    struct Key {
        /// The `PangoFont *`'s address.
        let font: UInt
        /// The item's script (Latin or Common) and `PangoLanguage *` (interned).
        let script: Int32
        let language: UInt
        /// The OpenType features the item turns on (in its extra attributes).
        let features: String?
        /// The word's first 16 bytes, packed (zero past its end), and its
        /// length: no `String` is made for a lookup (making one checked
        /// the bytes and cost as much as the rest of the key).
        let head: SIMD2<UInt64>
        let length: Int
        /// The bytes after the first 16 (empty for most words).
        let tail: [UInt8]
        /// FNV-1a of the word's bytes and the other fields, made once from
        /// the bytes: the hash of the cache's ``WordTable`` (``Hasher``
        /// over the word cost more than the rest of a lookup).
        let digest: UInt64

        init(font: UInt, script: Int32, language: UInt, features: String?, bytes: UnsafeBufferPointer<CChar>) {
            self.font = font
            self.script = script
            self.language = language
            self.features = features
            let raw = UnsafeRawBufferPointer(bytes)
            var head = SIMD2<UInt64>(0, 0)
            var digest: UInt64 = 0xcbf2_9ce4_8422_2325
            for (index, byte) in raw.enumerated() {
                if index < 16 { head[index >> 3] |= UInt64(byte) << UInt64((index & 7) * 8) }
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            self.head = head
            length = raw.count
            tail = raw.count > 16 ? Array(raw[16...]) : []
            digest = (digest ^ UInt64(font)) &* 0x100_0000_01b3
            digest = (digest ^ UInt64(UInt32(bitPattern: script))) &* 0x100_0000_01b3
            digest = (digest ^ UInt64(language)) &* 0x100_0000_01b3
            if let features { for byte in features.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 } }
            self.digest = digest
        }
    }

    /// The most words kept before the cache is emptied.
    static let capacity = 16_384
    /// The most fonts judged, and items kept, before those are forgotten
    /// (with the words: their keys name the fonts).
    static let fontCapacity = 256

    @exclusivity(unchecked) private var words = WordTable()
    /// Per `PangoFont *` (referenced while here): whether words in it can
    /// be shaped apart.
    @exclusivity(unchecked) private var fonts: [UInt: Bool] = [:]
    /// The item Pango made for printable ASCII, per font and kind.
    @exclusivity(unchecked) private var asciiItems: [AsciiKey: UnsafeMutablePointer<PangoItem>] = [:]
    /// Words measured from the cache and words shaped for it, since the
    /// cache was made (for tests and benchmarks).
    @exclusivity(unchecked) private(set) var hits = 0
    @exclusivity(unchecked) private(set) var misses = 0
    /// The items kept for printable ASCII and the fonts judged (for tests).
    var asciiItemCount: Int { asciiItems.count }
    var fontCount: Int { fonts.count }

    /// A font (as a ``UIFont`` asks for it) and a kind of printable ASCII.
    struct AsciiKey: Hashable {
        let specification: FontSpecification
        let pointSize: CGFloat
        /// Whether the text holds a letter.
        let latin: Bool
    }

    deinit {
        for font in fonts.keys { g_object_unref(UnsafeMutableRawPointer(bitPattern: font)) }
        for item in asciiItems.values { pango_item_free(item) }
    }

    /// Forgets every word and item (the fonts' judgements stay).
    func removeAll() {
        words.removeAll()
        for item in asciiItems.values { pango_item_free(item) }
        asciiItems.removeAll()
    }

    /// The item Pango made for earlier printable ASCII in `font` holding a
    /// letter (`latin`) or none; its offset and length are that text's.
    func asciiItem(for font: UIFont, latin: Bool) -> UnsafePointer<PangoItem>? {
        asciiItems[AsciiKey(specification: font.specification, pointSize: font.pointSize, latin: latin)].map { UnsafePointer($0) }
    }

    /// Keeps a copy of `item` — the only item Pango made for printable
    /// ASCII in `font` holding a letter (`latin`) or none — if its font is
    /// the one `font` loads first and has a glyph for every printable
    /// ASCII character.
    func remember(_ item: UnsafePointer<PangoItem>, for font: UIFont, latin: Bool) {
        let key = AsciiKey(specification: font.specification, pointSize: font.pointSize, latin: latin)
        guard asciiItems[key] == nil, let chosen = item.pointee.analysis.font else { return }
        let description = font.specification.makePangoDescription(pointSize: font.pointSize)
        defer { pango_font_description_free(description) }
        guard let first = pango_context_load_font(PangoTextContext.current.context, description) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(first)) }
        guard first == chosen, (0x20...0x7E).allSatisfy({ pango_font_has_char(chosen, $0) != 0 }) else { return }
        if asciiItems.count >= Self.fontCapacity { removeAll() }
        asciiItems[key] = pango_item_copy(UnsafeMutablePointer(mutating: item))
    }

    /// Forgets the words and the fonts' judgements, and lets the fonts go.
    private func forgetFonts() {
        words.removeAll()
        for font in fonts.keys { g_object_unref(UnsafeMutableRawPointer(bitPattern: font)) }
        fonts.removeAll()
    }

    /// Whether `font`'s words can be shaped apart (printable ASCII is
    /// shaped as Latin or Common script, which HarfBuzz looks up under the
    /// `latn`, `DFLT` or `dflt` script tags):
    /// - the font has a glyph for the space;
    /// - no GSUB or GPOS lookup those scripts reach (in any language, for
    ///   any feature) has the space among the glyphs it reads before, at or
    ///   after its input, or writes;
    /// - it has no legacy `kern` table, or GPOS kerns in every language of
    ///   both `latn` and `DFLT` (HarfBuzz then ignores the table);
    /// - it has no AAT `morx`, `kerx` or `trak` table.
    func isWordSafe(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        let address = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(font)))
        if let known = fonts[address] { return known }
        if fonts.count >= Self.fontCapacity { forgetFonts() }
        g_object_ref(UnsafeMutableRawPointer(font))
        let safe = Self.spaceIsIndependent(in: font)
        fonts[address] = safe
        return safe
    }

    /// The extents of `bytes` (one word or one run of spaces, printable
    /// ASCII) in `item`'s font and analysis, whose font features are
    /// `features`, shaped alone on a miss.
    func extents(
        of bytes: UnsafeBufferPointer<CChar>, item: UnsafePointer<PangoItem>, features: String?,
        glyphs: UnsafeMutablePointer<PangoGlyphString>
    ) -> Extents {
        let analysis = item.pointee.analysis
        let key = Key(
            font: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(analysis.font))), script: Int32(analysis.script),
            language: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(analysis.language))), features: features,
            bytes: bytes)
        if let known = words[key] {
            hits += 1
            return known
        }
        misses += 1
        var alone = item.pointee
        alone.offset = 0
        alone.length = Int32(bytes.count)
        alone.num_chars = Int32(bytes.count)
        pango_shape_item(&alone, bytes.baseAddress, Int32(bytes.count), nil, glyphs, PANGO_SHAPE_NONE)
        var logical = PangoRectangle()
        pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
        let extents = Extents(width: logical.width, top: logical.y, bottom: logical.y + logical.height)
        if words.count >= Self.capacity { words.removeAll() }
        words.insert(extents, for: key)
        return extents
    }

    private static let scripts: [hb_tag_t] = [tag("latn"), tag("DFLT"), tag("dflt"), 0]
    private static let gsub = tag("GSUB"), gpos = tag("GPOS")

    private static func spaceIsIndependent(in font: UnsafeMutablePointer<PangoFont>) -> Bool {
        guard let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return false }
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, 0x20, &space) != 0 else { return false }
        if hb_aat_layout_has_substitution(face) != 0 || hb_aat_layout_has_positioning(face) != 0
            || hb_aat_layout_has_tracking(face) != 0
        {
            return false
        }
        let kern = hb_face_reference_table(face, tag("kern"))
        defer { hb_blob_destroy(kern) }
        if hb_blob_get_length(kern) > 0, !kernsInEveryLanguage(face) { return false }
        let lookups = hb_set_create()!
        let sets = (0..<4).map { _ in hb_set_create()! }
        defer { ([lookups] + sets).forEach { hb_set_destroy($0) } }
        for table in [gsub, gpos] {
            hb_set_clear(lookups)
            hb_ot_layout_collect_lookups(face, table, scripts, nil, nil, lookups)
            var lookup = hb_codepoint_t.max
            while hb_set_next(lookups, &lookup) != 0 {
                sets.forEach { hb_set_clear($0) }
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
                if sets.contains(where: { hb_set_has($0, space) != 0 }) { return false }
            }
        }
        return true
    }

    /// Whether GPOS has a `kern` feature in the default and every other
    /// language of the `latn` and `DFLT` scripts.
    private static func kernsInEveryLanguage(_ face: OpaquePointer) -> Bool {
        for script in scripts.prefix(2) {
            var scriptIndex: UInt32 = 0, featureIndex: UInt32 = 0
            guard hb_ot_layout_table_find_script(face, gpos, script, &scriptIndex) != 0 else { return false }
            let languages = hb_ot_layout_script_get_language_tags(face, gpos, scriptIndex, 0, nil, nil)
            for language in [UInt32(HB_OT_LAYOUT_DEFAULT_LANGUAGE_INDEX)] + Array(0..<languages)
            where hb_ot_layout_language_find_feature(face, gpos, scriptIndex, language, tag("kern"), &featureIndex) == 0 {
                return false
            }
        }
        return true
    }

    private static func tag(_ name: StaticString) -> hb_tag_t {
        name.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | hb_tag_t($1) } }
    }
}

extension ShapingCache.Key: Equatable {
    static func == (a: Self, b: Self) -> Bool {
        a.digest == b.digest && a.head == b.head && a.length == b.length && a.font == b.font && a.script == b.script
            && a.language == b.language && a.tail == b.tail && a.features == b.features
    }
}
