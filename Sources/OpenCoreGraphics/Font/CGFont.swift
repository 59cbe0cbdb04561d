import Foundation

/// A font's glyphs and metrics, read from an OpenType or TrueType file.
///
/// Make one from a font file's bytes (``init(_:)-(CGDataProvider)``) to
/// register it for the app with `CTFontManagerRegisterGraphicsFont`, or
/// look up an installed font by name (``init(_:)-(CFString)``). Metrics
/// are in the font's design units (``unitsPerEm`` per em), read from its
/// `head`, `hhea`, `maxp`, `OS/2` and `post` tables.
///
/// Immutable and thread-safe.
///
/// Differences from Core Graphics: fonts are OpenType/TrueType files only
/// (no Type 1, no platform fonts); glyph names, glyph advances and
/// bounding boxes, variations and PostScript subsets are not provided
/// (`name(for:)`, `getGlyphAdvances`, `stemV`…); drawing glyphs goes
/// through UIKit's text (Pango), not `CGContext.showGlyphs`.
public final class CGFont: Sendable {
    /// The parsed file.
    let file: SFNTFont

    /// The font in the bytes `provider` supplies, or nil if they are not an
    /// OpenType or TrueType font (the first font of a collection).
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let file = SFNTFont(bytes: [UInt8](data)) else { return nil }
        self.file = file
    }

    /// The installed or registered font whose PostScript name or full name
    /// is `name` (`"DejaVuSans-Bold"`, `"DejaVu Sans Bold"`), as fontconfig
    /// knows it; nil if there is none.
    public convenience init?(_ name: CFString) {
        guard let file = FontRegistry.installedFontFile(named: name as String) else { return nil }
        self.init(file: file)
    }

    /// A font from an already parsed file.
    init(file: SFNTFont) {
        self.file = file
    }

    /// The font's PostScript name (`DejaVuSans-Bold`), the name
    /// `UIFont(name:size:)` takes.
    public var postScriptName: CFString? { file.name(.postScriptName).map { $0 as CFString } }

    /// The font's full name (`DejaVu Sans Bold`).
    public var fullName: CFString? { file.name(.fullName).map { $0 as CFString } }

    /// The number of glyphs (`maxp`).
    public var numberOfGlyphs: Int { Int(file.u16("maxp", 4) ?? 0) }

    /// Design units per em (`head`; 2048 or 1000 in most fonts).
    public var unitsPerEm: Int32 { Int32(file.u16("head", 18) ?? 1000) }

    /// The ascent above the baseline, in design units (`hhea`).
    public var ascent: Int32 { Int32(file.i16("hhea", 4) ?? 0) }

    /// The descent, in design units — negative below the baseline (`hhea`).
    public var descent: Int32 { Int32(file.i16("hhea", 6) ?? 0) }

    /// The line gap, in design units (`hhea`).
    public var leading: Int32 { Int32(file.i16("hhea", 8) ?? 0) }

    /// The height of capital letters, in design units (`OS/2` version 2
    /// and later; 0 when the font does not say).
    public var capHeight: Int32 { os2Version >= 2 ? Int32(file.i16("OS/2", 88) ?? 0) : 0 }

    /// The height of lower-case x, in design units (`OS/2` version 2 and
    /// later; 0 when the font does not say).
    public var xHeight: Int32 { os2Version >= 2 ? Int32(file.i16("OS/2", 86) ?? 0) : 0 }

    /// The union of every glyph's bounding box, in design units (`head`).
    public var fontBBox: CGRect {
        let xMin = CGFloat(file.i16("head", 36) ?? 0), yMin = CGFloat(file.i16("head", 38) ?? 0)
        let xMax = CGFloat(file.i16("head", 40) ?? 0), yMax = CGFloat(file.i16("head", 42) ?? 0)
        return CGRect(x: xMin, y: yMin, width: xMax - xMin, height: yMax - yMin)
    }

    /// The slant of upright strokes in degrees counter-clockwise from
    /// vertical — negative for fonts that lean right (`post`).
    public var italicAngle: CGFloat { CGFloat(file.fixed("post", 4) ?? 0) }

    /// The bytes of the table with `tag` (`0x68656164` for `head`), or nil.
    public func table(for tag: UInt32) -> CFData? {
        file.table(tag).map { NSData(bytes: Array($0), length: $0.count) }
    }

    /// The tags of the font's tables, in the file's order, as `NSNumber`s.
    public var tableTags: CFArray? { file.tableTags.map { NSNumber(value: $0) } as NSArray }

    /// The `OS/2` table's version, or -1 without one.
    private var os2Version: Int { file.u16("OS/2", 0).map(Int.init) ?? -1 }
}
