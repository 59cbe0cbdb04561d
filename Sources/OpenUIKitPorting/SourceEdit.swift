/// A replacement of a byte range of a UTF-8 source.
struct SourceEdit {
    /// The first byte replaced.
    var start: Int
    /// The byte after the last one replaced.
    var end: Int
    /// What goes there.
    var replacement: String
}

extension Array where Element == SourceEdit {
    /// `source` with the edits applied. Edits must not overlap; one nested
    /// in another is dropped (the outer one rewrote its text already).
    func applied(to source: String) -> String {
        var bytes = [UInt8](source.utf8)
        var kept: [SourceEdit] = []
        for edit in sorted(by: { $0.start < $1.start || ($0.start == $1.start && $0.end > $1.end) }) {
            if let last = kept.last, edit.start < last.end { continue }
            kept.append(edit)
        }
        for edit in kept.reversed() {
            bytes.replaceSubrange(edit.start..<edit.end, with: [UInt8](edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
