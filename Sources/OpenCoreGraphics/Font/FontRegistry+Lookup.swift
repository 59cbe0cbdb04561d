internal import CCairo
import Foundation

/// Finding an installed (or registered) font's file by name.
extension FontRegistry {
    /// The file of the font whose PostScript name, else full name, is
    /// `name`, as fontconfig lists it; nil if none (or unreadable).
    static func installedFontFile(named name: String) -> SFNTFont? {
        for property in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
            if let file = fontFile(where: property, is: name) { return file }
        }
        return nil
    }

    /// The first font fontconfig lists with `property` equal to `value`.
    private static func fontFile(where property: String, is value: String) -> SFNTFont? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, property, value)
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FILE)
        FcObjectSetAdd(objects, FC_INDEX)
        guard let set = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var path: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &path) == FcResultMatch, let path else { continue }
            var face: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &face) != FcResultMatch { face = 0 }
            let filePath = String(cString: path)
            if let data = FileManager.default.contents(atPath: filePath),
                let file = SFNTFont(bytes: [UInt8](data), faceIndex: Int(face & 0xFFFF))
            {
                return file
            }
        }
        return nil
    }
}
