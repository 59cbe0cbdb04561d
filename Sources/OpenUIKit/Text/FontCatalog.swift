internal import CPangoCairo
import Foundation
import OpenCoreGraphics
import Synchronization

/// The installed font families and faces, as fontconfig reports them
/// through Pango (read once per process).
///
/// Pango's generic aliases (`Sans`, `Serif`, `Monospace`, `System-ui`, …)
/// are not families here, as on Apple systems. Face names follow the
/// PostScript convention — family without spaces, a hyphen and the face
/// (`DejaVuSans-Bold`); the regular face is the bare family
/// (`DejaVuSans`).
struct FontCatalog: Sendable {
    struct Face: Sendable, Hashable {
        /// The family the face belongs to.
        var familyName: String
        /// The PostScript-style name (`DejaVuSans-BoldOblique`).
        var fontName: String
        /// Pango's weight (100…1000).
        var weight: Int
        /// Whether the face slants (italic or oblique).
        var isItalic: Bool
        /// Pango's stretch (`PANGO_STRETCH_NORMAL` is 4).
        var stretch: Int
    }

    struct Family: Sendable {
        var name: String
        var isMonospace: Bool
        var faces: [Face]
    }

    /// Families sorted by name.
    var families: [Family]
    /// The faces of the app's registered fonts by their PostScript names
    /// (lower-cased); those faces carry the PostScript name as their
    /// ``Face/fontName``, not a name made up from family and face.
    var registeredFaces: [String: Face] = [:]

    /// The catalogue of the installed fonts and those the app registered
    /// (`CTFontManagerRegister…`), read again after each registration change.
    static var shared: FontCatalog {
        let generation = FontRegistry.generation
        if let cached = cache.withLock({ $0 }), cached.generation == generation { return cached.catalog }
        _ = PangoTextContext.current  // brings this thread's font map up to date
        let catalog = load()
        cache.withLock { $0 = (generation, catalog) }
        return catalog
    }

    /// The catalogue last read, and the registry generation it was read at.
    private static let cache = Mutex<(generation: Int, catalog: FontCatalog)?>(nil)

    /// Pango's generic family aliases, which are not real families.
    private static let aliases: Set<String> = [
        "sans", "sans-serif", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// The family named `name` (compared case-insensitively, as fontconfig does).
    func family(named name: String) -> Family? {
        let key = name.lowercased()
        return families.first { $0.name.lowercased() == key }
    }

    /// The face whose font name is `name` (case-insensitive), or the
    /// registered font's face whose PostScript name it is.
    func face(named name: String) -> Face? {
        let key = name.lowercased()
        if let face = registeredFaces[key] { return face }
        for family in families {
            if let face = family.faces.first(where: { $0.fontName.lowercased() == key }) { return face }
        }
        return nil
    }

    /// The first of `names` that is installed, else `fallback`.
    func firstInstalled(of names: [String], fallback: String) -> String {
        for name in names {
            if let family = family(named: name) { return family.name }
        }
        return fallback
    }

    private static func load() -> FontCatalog {
        let fontMap = pango_cairo_font_map_get_default()
        var familyList: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var familyCount: Int32 = 0
        pango_font_map_list_families(fontMap, &familyList, &familyCount)
        defer { g_free(familyList) }
        var families: [Family] = []
        for index in 0..<Int(familyCount) {
            guard let family = familyList?[index], let rawName = pango_font_family_get_name(family) else { continue }
            let name = String(cString: rawName)
            guard !aliases.contains(name.lowercased()) else { continue }
            families.append(Family(
                name: name, isMonospace: pango_font_family_is_monospace(family) != 0,
                faces: faces(of: family, named: name)))
        }
        families.sort { $0.name < $1.name }
        var catalog = FontCatalog(families: families)
        for font in FontRegistry.registeredFonts {
            guard let name = font.postScriptName as String?, let familyName = font.familyName,
                let face = catalog.nearestFace(
                    familyName: familyName, weight: font.weightClass, isItalic: font.isItalic,
                    stretch: Int(PANGO_STRETCH_NORMAL.rawValue))
            else { continue }
            catalog.registeredFaces[name.lowercased()] = catalog.rename(face, to: name)
        }
        return catalog
    }

    /// Gives `face` its font's real PostScript name (a registered font's,
    /// which the name made up from family and face may not be) and
    /// returns the renamed face.
    private mutating func rename(_ face: Face, to name: String) -> Face {
        var renamed = face
        renamed.fontName = name
        guard let familyIndex = families.firstIndex(where: { $0.name == face.familyName }),
            let faceIndex = families[familyIndex].faces.firstIndex(of: face)
        else { return renamed }
        families[familyIndex].faces[faceIndex] = renamed
        return renamed
    }

    private static func faces(of family: UnsafeMutablePointer<PangoFontFamily>, named familyName: String) -> [Face] {
        var faceList: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
        var faceCount: Int32 = 0
        pango_font_family_list_faces(family, &faceList, &faceCount)
        defer { g_free(faceList) }
        var faces: [Face] = []
        for index in 0..<Int(faceCount) {
            // Pango adds synthesized faces (an obliqued or emboldened
            // regular) to families without them; UIKit lists real faces only.
            guard let face = faceList?[index], pango_font_face_is_synthesized(face) == 0,
                let description = pango_font_face_describe(face)
            else { continue }
            defer { pango_font_description_free(description) }
            let faceName = pango_font_face_get_face_name(face).map { String(cString: $0) } ?? "Regular"
            let style = pango_font_description_get_style(description)
            faces.append(Face(
                familyName: familyName,
                fontName: fontName(family: familyName, face: faceName),
                weight: Int(pango_font_description_get_weight(description).rawValue),
                isItalic: style != PANGO_STYLE_NORMAL,
                stretch: Int(pango_font_description_get_stretch(description).rawValue)))
        }
        return faces
    }

    /// `DejaVuSans-BoldOblique` from `DejaVu Sans` and `Bold Oblique`.
    static func fontName(family: String, face: String) -> String {
        let base = family.filter { !$0.isWhitespace }
        let suffix = face.filter { !$0.isWhitespace }
        let regular: Set<String> = ["", "regular", "book", "roman", "normal", "plain"]
        return regular.contains(suffix.lowercased()) ? base : "\(base)-\(suffix)"
    }

    /// The face of `familyName` nearest to a weight, slant and stretch
    /// (fontconfig's choice, approximated: same slant first, then the
    /// closest stretch, then the closest weight).
    func nearestFace(familyName: String, weight: Int, isItalic: Bool, stretch: Int) -> Face? {
        guard let family = family(named: familyName), !family.faces.isEmpty else { return nil }
        return family.faces.min { a, b in
            let keyA = (a.isItalic == isItalic ? 0 : 1, abs(a.stretch - stretch), abs(a.weight - weight))
            let keyB = (b.isItalic == isItalic ? 0 : 1, abs(b.stretch - stretch), abs(b.weight - weight))
            return keyA < keyB
        }
    }
}
