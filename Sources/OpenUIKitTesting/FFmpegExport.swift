import Foundation

/// Turns an animated PNG into a GIF or an MP4 with the `ffmpeg` command,
/// when it is installed (Debian: `apt-get install ffmpeg`).
///
/// Optional: OpenUIKit itself writes only APNG (``AnimatedPNG``). This runs
/// a process, which only the testing and gallery layers do.
public enum FFmpegExport {
    /// Why a conversion did not happen.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// No `ffmpeg` on `PATH`.
        case notInstalled
        /// The output's extension is neither `gif` nor `mp4`.
        case unsupportedFormat(String)
        /// ffmpeg ran and failed with this status and error output.
        case failed(status: Int32, output: String)

        /// A sentence for the console.
        public var description: String {
            switch self {
            case .notInstalled:
                "ffmpeg is not installed, so no GIF or MP4 was written (the APNG was): apt-get install ffmpeg"
            case .unsupportedFormat(let ext): "ffmpeg export writes .gif or .mp4, not .\(ext)"
            case .failed(let status, let output): "ffmpeg failed (status \(status)): \(output)"
            }
        }
    }

    /// The `ffmpeg` found on `PATH`, or nil.
    public static var executablePath: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether ``convert(animatedPNG:to:)`` can run.
    public static var isAvailable: Bool { executablePath != nil }

    /// Writes `animatedPNG` to `output` as a GIF (one palette made from all
    /// frames) or an MP4 (H.264, even dimensions, yuv420p), chosen by the
    /// output's extension; an existing file is replaced. Blocks until
    /// ffmpeg exits.
    ///
    /// The output's format is checked first: an unsupported extension
    /// throws ``Failure/unsupportedFormat(_:)`` whether or not ffmpeg is
    /// installed; only then does a missing ffmpeg throw
    /// ``Failure/notInstalled``.
    public static func convert(animatedPNG: Data, to output: URL) throws {
        let filter: [String]
        switch output.pathExtension.lowercased() {
        case "gif": filter = ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse"]
        case "mp4": filter = ["-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
        default: throw Failure.unsupportedFormat(output.pathExtension)
        }
        guard let ffmpeg = executablePath else { throw Failure.notInstalled }
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-\(UUID().uuidString).apng")
        try animatedPNG.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-y", "-loglevel", "error", "-f", "apng", "-i", input.path] + filter + [output.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.failed(status: process.terminationStatus, output: String(decoding: message, as: UTF8.self))
        }
    }
}
