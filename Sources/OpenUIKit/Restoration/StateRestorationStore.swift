import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The archive file: written so that a process killed at any moment of a
/// save leaves either the previous archive or the new one, never a mix —
/// the bytes go to a temporary file beside it, which is synced, renamed
/// over the archive, and the folder synced.
enum StateRestorationStore {
    /// Why a save failed (the previous archive is untouched).
    struct WriteError: Error {
        let reason: String
    }

    /// Writes `data` as the archive at `url` (creating its folder).
    static func write(_ data: Data, to url: URL) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(reason: "cannot create \(folder.path)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).saving")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw WriteError(reason: "cannot create \(temporary.path)") }
        var written = 0
        let complete = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        let synced = complete && fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw WriteError(reason: "cannot write \(url.path)")
        }
        let directory = open(folder.path, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// The archive's bytes at `url`, or nil when there is no file (or it
    /// is larger than the archive's limit, or cannot be read).
    static func read(_ url: URL) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? Int, size <= StateRestorationArchive.maximumSize
        else { return nil }
        return try? Data(contentsOf: url)
    }
}
