import Foundation
import OpenUIKitTesting

/// The outcome of comparing a new image with its reference: nil when they
/// match, else the failure message and the PNG attachments.
struct ImageDiffReport {
    let failure: (String, [DiffAttachment])?

    init(reference: UIImage, new: UIImage, precision: Double, perceptualPrecision: Double, compressionLevel: Int) {
        func png(_ image: CGImage?) -> Data { image?.pngData(compressionLevel: compressionLevel) ?? Data() }
        if let problem = new as? SnapshotProblemImage {
            failure = (problem.problem, [])
            return
        }
        guard let newImage = new.cgImage else {
            failure = ("The new snapshot has no pixels.", [])
            return
        }
        if let problem = reference as? SnapshotProblemImage {
            failure = Self.failure(problem.problem, [("failure.png", png(newImage))])
            return
        }
        guard let referenceImage = reference.cgImage else {
            failure = Self.failure("The reference image has no pixels.", [("failure.png", png(newImage))])
            return
        }
        guard let comparison = ImageComparison(
            reference: referenceImage, new: newImage, perceptualPrecision: perceptualPrecision)
        else {
            failure = Self.failure(
                "The new snapshot is \(newImage.width)×\(newImage.height) pixels; the reference is "
                    + "\(referenceImage.width)×\(referenceImage.height).",
                [("reference.png", png(referenceImage)), ("failure.png", png(newImage))])
            return
        }
        guard !comparison.matches(precision: precision) else {
            failure = nil
            return
        }
        let percent = Double(comparison.differingPixels) / Double(comparison.totalPixels) * 100
        let allowed = ImageComparison.allowedPixels(precision: precision, of: comparison.totalPixels)
        let threshold = (1 - Swift.min(1, Swift.max(0, perceptualPrecision))) * 100
        let criterion = threshold == 0 ? "differ" : String(format: "differ by more than ΔE %.1f", threshold)
        failure = Self.failure(
            "\(comparison.differingPixels) of \(comparison.totalPixels) pixels "
                + String(format: "(%.2f %%) ", percent) + "\(criterion); at most \(allowed) may. "
                + String(format: "Largest colour difference: ΔE %.1f.", comparison.largestDeltaE),
            [("reference.png", png(referenceImage)), ("failure.png", png(newImage)),
             ("difference.png", png(comparison.difference))])
    }

    /// A failure whose attachments are also written to the artifacts directory.
    private static func failure(_ message: String, _ files: [(String, Data)]) -> (String, [DiffAttachment]) {
        let directory = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true
        ).appendingPathComponent("OpenUIKitSnapshotTesting").appendingPathComponent(
            String(UUID().uuidString.prefix(8)))
        var written: [String] = []
        if (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil {
            for (name, data) in files where (try? data.write(to: directory.appendingPathComponent(name))) != nil {
                written.append(name)
            }
        }
        let note = written.isEmpty ? "" : "\n\(written.joined(separator: ", ")) written to \(directory.path)"
        return (message + note, files.map { DiffAttachment.data($0.1, name: $0.0) })
    }
}
