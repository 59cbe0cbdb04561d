import Foundation
import OpenUIKitTesting

extension Snapshotting where Value == TransitionScript, Format == UIImage {
    /// A transition filmed as a ``OpenUIKitTesting/FilmStrip`` and compared with a PNG reference.
    ///
    /// The script runs when the snapshot is taken: a
    /// ``OpenUIKitTesting/TransitionRecorder`` takes `frames` pictures
    /// (evenly spaced over the transition's duration; one per percentage
    /// for an interactive drive) `frameWidth` points wide, at `scale`,
    /// captioned with their times, and waits at most `completionLimit`
    /// virtual seconds for the transition to end — a transition that
    /// never completes gives a strip that says so in red, never a hang.
    /// Call it on the main actor.
    ///
    /// - Parameters:
    ///   - frames: Pictures of an animated drive (at least 1).
    ///   - columns: Pictures per row (nil: one row).
    ///   - frameWidth: Points per picture.
    ///   - scale: Pixels per point of the strip.
    ///   - completionLimit: Virtual seconds to wait for the end after the last picture.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - compressionLevel: zlib's level (0…9) for the PNG files written.
    public static func filmStrip(
        frames: Int, columns: Int? = nil, frameWidth: CGFloat = 130, scale: CGFloat = 2,
        completionLimit: TimeInterval = 3, precision: Float = 1, perceptualPrecision: Float = 1,
        compressionLevel: Int = 6
    ) -> Snapshotting<TransitionScript, UIImage> {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, compressionLevel: compressionLevel
        ).pullback { (script: TransitionScript) in
            MainActor.assumeIsolated {
                let recorder = TransitionRecorder(
                    frames: frames, frameWidth: frameWidth, scale: scale, completionLimit: completionLimit)
                let strip = FilmStrip(recorder.record(script), columns: columns)
                return UIImage(cgImage: strip.image(), scale: scale, orientation: .up)
            }
        }
    }
}
