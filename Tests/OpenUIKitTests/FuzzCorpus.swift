import Foundation

/// The fuzzers' corpus folders (`Fuzz/<name>` in the repository this file
/// is in) and their file names, for the tests that re-run what the
/// fuzzers found.
enum FuzzCorpus {
    /// The folder `Fuzz/<name>`.
    static func folder(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz").appendingPathComponent(name)
    }

    /// The names of the files in `folder`, sorted.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
