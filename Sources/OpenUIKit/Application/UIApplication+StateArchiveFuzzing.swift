import Foundation

extension UIApplication {
    /// Reads `data` as a state restoration archive and, if it is accepted,
    /// decodes every value of every record through a restoration coder
    /// (references resolve to nil), as restoration does. Returns the
    /// number of records. For the fuzzer (`Fuzz/`): whatever the bytes,
    /// this must not crash — a bad archive is refused whole.
    @_spi(Fuzzing)
    public static func exerciseStateArchiveForFuzzing(_ data: Data) -> Int {
        guard let archive = try? StateRestorationArchive.read(data) else { return 0 }
        let states = [archive.application] + archive.records.flatMap { [$0.state] + $0.views.values.sorted { $0.count < $1.count } }
        for state in states {
            let coder = StateRestorationCoder(mode: .decoding { _ in nil }, subject: "the fuzzer", values: state)
            for key in state.keys.sorted() {
                _ = coder.decodeObject(forKey: key)
                _ = coder.decodeInteger(forKey: key)
                _ = coder.decodeDouble(forKey: key)
                _ = coder.decodeBool(forKey: key)
                _ = coder.decodeCGRect(forKey: key)
                _ = coder.decodeUIEdgeInsets(forKey: key)
            }
        }
        _ = try? archive.propertyList()
        return archive.records.count
    }
}
