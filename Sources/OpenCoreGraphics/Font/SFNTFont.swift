import Foundation

/// An OpenType or TrueType font file (the SFNT container) read from its
/// bytes: the table directory, the names and the metrics ``CGFont``
/// reports.
///
/// Reads TrueType (`0x00010000`, `true`), CFF-flavoured OpenType (`OTTO`)
/// and the first font of a collection (`ttcf`). Every read is bounds
/// checked: a truncated or foreign file gives nil, never a crash.
struct SFNTFont: Sendable {
    /// The whole file.
    let bytes: [UInt8]
    /// Each table's byte range, by tag.
    let tables: [UInt32: Range<Int>]
    /// The table tags in directory order.
    let tableTags: [UInt32]

    /// The font at `faceIndex` of `bytes` (0 for a single font), or nil if
    /// the bytes are not an SFNT font with `head`, `maxp` and `name` tables.
    init?(bytes: [UInt8], faceIndex: Int = 0) {
        self.bytes = bytes
        var start = 0
        if Self.u32(bytes, 0) == Self.tag("ttcf") {
            guard let count = Self.u32(bytes, 8), faceIndex >= 0, faceIndex < Int(count),
                let offset = Self.u32(bytes, 12 + 4 * faceIndex)
            else { return nil }
            start = Int(offset)
        }
        guard let version = Self.u32(bytes, start),
            version == 0x0001_0000 || version == Self.tag("OTTO") || version == Self.tag("true"),
            let count = Self.u16(bytes, start + 4)
        else { return nil }
        var tables: [UInt32: Range<Int>] = [:]
        var tags: [UInt32] = []
        for index in 0..<Int(count) {
            let record = start + 12 + 16 * index
            guard let tag = Self.u32(bytes, record), let offset = Self.u32(bytes, record + 8),
                let length = Self.u32(bytes, record + 12), Int(offset) + Int(length) <= bytes.count
            else { return nil }
            tables[tag] = Int(offset)..<Int(offset) + Int(length)
            tags.append(tag)
        }
        self.tables = tables
        self.tableTags = tags
        for required in ["head", "maxp", "name"] where tables[Self.tag(required)] == nil { return nil }
    }

    /// The four-character tag as a number (`"head"` → `0x68656164`).
    static func tag(_ name: String) -> UInt32 {
        name.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    // MARK: Reading

    /// The big-endian `UInt16` at `offset`, or nil past the end.
    static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The big-endian `UInt32` at `offset`, or nil past the end.
    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
        guard let high = u16(bytes, offset), let low = u16(bytes, offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// The `UInt16` at `offset` into table `tag`, or nil.
    func u16(_ tag: String, _ offset: Int) -> UInt16? {
        guard let range = tables[Self.tag(tag)], offset + 2 <= range.count else { return nil }
        return Self.u16(bytes, range.lowerBound + offset)
    }

    /// The `Int16` at `offset` into table `tag`, or nil.
    func i16(_ tag: String, _ offset: Int) -> Int16? {
        u16(tag, offset).map { Int16(bitPattern: $0) }
    }

    /// The 16.16 fixed-point number at `offset` into table `tag`, or nil.
    func fixed(_ tag: String, _ offset: Int) -> Double? {
        guard let high = u16(tag, offset), let low = u16(tag, offset + 2) else { return nil }
        return Double(Int32(bitPattern: UInt32(high) << 16 | UInt32(low))) / 65_536
    }

    /// The bytes of table `tag`, or nil.
    func table(_ tag: UInt32) -> ArraySlice<UInt8>? {
        tables[tag].map { bytes[$0] }
    }
}
