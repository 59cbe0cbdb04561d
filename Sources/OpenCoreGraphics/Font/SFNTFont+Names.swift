import Foundation

/// The `name` table: a font's family, style, full and PostScript names.
extension SFNTFont {
    /// The name IDs ``CGFont`` and the font registry read.
    enum NameID: UInt16 {
        case family = 1
        case subfamily = 2
        case fullName = 4
        case postScriptName = 6
        case typographicFamily = 16
        case typographicSubfamily = 17
    }

    /// The name with `id`, preferring Windows Unicode English (US), then
    /// any Windows Unicode, then Unicode-platform, then Macintosh Roman
    /// records — the order text systems read names in. Nil if absent or
    /// malformed.
    func name(_ id: NameID) -> String? {
        guard let range = tables[Self.tag("name")] else { return nil }
        let base = range.lowerBound
        guard let count = Self.u16(bytes, base + 2), let storage = Self.u16(bytes, base + 4) else { return nil }
        var best: (rank: Int, string: String)?
        for index in 0..<Int(count) {
            let record = base + 6 + 12 * index
            guard let platform = Self.u16(bytes, record), let encoding = Self.u16(bytes, record + 2),
                let language = Self.u16(bytes, record + 4), let nameID = Self.u16(bytes, record + 6),
                nameID == id.rawValue, let length = Self.u16(bytes, record + 8),
                let offset = Self.u16(bytes, record + 10)
            else { continue }
            let start = base + Int(storage) + Int(offset)
            guard start + Int(length) <= range.upperBound else { continue }
            let raw = bytes[start..<start + Int(length)]
            let rank: Int
            let string: String?
            switch (platform, encoding) {
            case (3, 1), (3, 10):
                rank = language == 0x409 ? 0 : 1
                string = Self.utf16BigEndian(raw)
            case (0, _):
                rank = 2
                string = Self.utf16BigEndian(raw)
            case (1, 0):
                rank = 3
                string = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            default:
                continue
            }
            if let string, !string.isEmpty, best.map({ rank < $0.rank }) ?? true { best = (rank, string) }
        }
        return best?.string
    }

    /// UTF-16 big-endian bytes as a string (nil for an odd length).
    private static func utf16BigEndian(_ raw: ArraySlice<UInt8>) -> String? {
        guard raw.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var index = raw.startIndex
        while index < raw.endIndex {
            units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
