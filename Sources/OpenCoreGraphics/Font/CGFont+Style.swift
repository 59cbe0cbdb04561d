/// What text systems need to find a registered font: its family and style.
extension CGFont {
    /// The family (the typographic family when the font names one:
    /// `Roboto`, not `Roboto Medium`), or nil.
    package var familyName: String? { file.name(.typographicFamily) ?? file.name(.family) }

    /// The weight class, 100…900 (`OS/2`; 400 without one).
    package var weightClass: Int { Int(file.u16("OS/2", 4) ?? 400) }

    /// Whether the face is italic or oblique (`OS/2` `fsSelection`, else
    /// `head` `macStyle`).
    package var isItalic: Bool {
        if let selection = file.u16("OS/2", 62) { return selection & 0x201 != 0 }
        return (file.u16("head", 44) ?? 0) & 2 != 0
    }

    /// The file's bytes.
    package var fileBytes: [UInt8] { file.bytes }
}
