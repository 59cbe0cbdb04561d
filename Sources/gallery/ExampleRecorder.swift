import Foundation
import GalleryExamples
import OpenUIKit
import OpenUIKitTesting

/// Plays an example headless and writes what it showed: the callback
/// timeline as text, a film strip of evenly spaced frames with their
/// times, and an animated PNG of the whole run (each picture the whole
/// screen: the example and the timeline panel).
@MainActor
struct ExampleRecorder {
    /// Frames in the film strip.
    let frames: Int
    /// Pictures kept per second of virtual time (the APNG's frame rate).
    let keptPerSecond: Double = 10
    /// Pixels per point of the pictures.
    let pictureScale: CGFloat = 0.5

    /// Plays `example` and writes `<id>-timeline.txt`, `<id>.png` and
    /// `<id>.apng.png` into `directory`.
    func record(_ example: GalleryExample, into directory: URL) throws -> [URL] {
        let recording = GalleryRecording(example: example, scale: 1)
        var kept: [TransitionRecording.Frame] = []
        recording.play(pictureScale: pictureScale, pictureInterval: 1 / keptPerSecond) { time, image in
            kept.append(TransitionRecording.Frame(time: time, image: image))
        }
        let end = kept.last?.time ?? 0
        let outcome: TransitionOutcome = recording.problems.isEmpty ? .completed(at: end) : .unfinished(after: end)
        let whole = TransitionRecording(title: example.title, kind: nil, frames: kept, scale: pictureScale, outcome: outcome)
        var strip = whole
        strip.frames = Self.evenlySpaced(kept, count: frames)

        let timeline = directory.appendingPathComponent("\(example.id)-timeline.txt")
        var text = "# \(example.title)\n# \(example.summary)\n"
        for problem in recording.problems { text += "# problem: \(problem)\n" }
        text += recording.timelineText
        try Data(text.utf8).write(to: timeline)
        let stripURL = directory.appendingPathComponent("\(example.id).png")
        guard let stripData = FilmStrip(strip, columns: 6).pngData(compressionLevel: 1) else {
            throw GalleryError.encodingFailed(example.id)
        }
        try stripData.write(to: stripURL)
        let animated = directory.appendingPathComponent("\(example.id).apng.png")
        guard let apng = whole.animatedPNG(compressionLevel: 1) else { throw GalleryError.encodingFailed(example.id) }
        try apng.write(to: animated)
        return [timeline, stripURL, animated]
    }

    /// `count` frames chosen evenly from `frames`, first and last included.
    static func evenlySpaced(_ frames: [TransitionRecording.Frame], count: Int) -> [TransitionRecording.Frame] {
        guard frames.count > count, count > 1 else { return frames }
        return (0..<count).map { frames[$0 * (frames.count - 1) / (count - 1)] }
    }
}
