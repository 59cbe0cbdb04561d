import Foundation
import OpenUIKitTesting

extension Diffing where Value == UIImage {
    /// Compares images exactly, stored as PNG at zlib level 6.
    public static var image: Diffing<UIImage> { .image() }

    /// Compares images pixel by pixel, stored as PNG files.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels (0…1) that must match; 1, the
    ///     default, means every one.
    ///   - perceptualPrecision: How close (0…1) a pixel's colour must be to
    ///     the reference's to match: 1 means byte for byte; below 1 a pixel
    ///     matches when its CIE76 colour difference ΔE (both pixels
    ///     composited over white) is at most `(1 − perceptualPrecision) ×
    ///     100` — 0.98 tolerates antialiasing noise a person cannot see.
    ///     Differs from swift-snapshot-testing on Apple platforms, which
    ///     measures ΔE with Core Image (CIE94) and needs a GPU.
    ///   - compressionLevel: zlib's deflate level (0…9) for the PNG files
    ///     written (references, failures): 0 is fastest and largest, 9
    ///     smallest; pixels are identical at every level.
    ///
    /// Reading a reference decodes its PNG; a file that is not a PNG does
    /// not stop the test: the comparison fails saying so, and the file is
    /// left as it is (unless recording is on). Comparing a snapshot that
    /// could not be taken (a view of zero size) always fails with the
    /// reason. On a mismatch the failure message gives the count of
    /// differing pixels and the largest ΔE, and the reference, the new
    /// image and their difference (`|reference − new|` per channel, black
    /// where equal) are returned as `reference.png`, `failure.png` and
    /// `difference.png` attachments and written next to the failed
    /// snapshot under `SNAPSHOT_ARTIFACTS` (default: the temporary
    /// directory), since swift-snapshot-testing attaches nothing on Linux.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, compressionLevel: Int = 6
    ) -> Diffing<UIImage> {
        .diff(
            toData: { image in
                image.cgImage?.pngData(compressionLevel: compressionLevel) ?? Data()
            },
            fromData: { data in
                UIImage(data: data) ?? SnapshotProblemImage(problem: """
                    The reference image is not a PNG that can be read (\(data.count) bytes). It was left as it \
                    is: delete it (or record with withSnapshotTesting(record: .all)) to record a new one.
                    """)
            },
            diffV2: { reference, new in
                ImageDiffReport(
                    reference: reference, new: new, precision: Double(precision),
                    perceptualPrecision: Double(perceptualPrecision), compressionLevel: compressionLevel
                ).failure
            })
    }
}
