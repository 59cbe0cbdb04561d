import Foundation
import GalleryExamples
import OpenUIKit

/// Plays an example headless and writes what it showed: the callback
/// timeline as text and a film strip of evenly spaced frames (each the
/// whole screen: the example and the timeline panel).
@MainActor
struct ExampleRecorder {
    /// Frames in the film strip.
    let frames: Int
    /// Frames kept per second of virtual time (the strip picks among them).
    let keptPerSecond: Double = 10
    let scale: CGFloat = 1
    let gap: CGFloat = 6

    /// Plays `example` and writes `<id>-timeline.txt` and `<id>.png` into `directory`.
    func record(_ example: GalleryExample, into directory: URL) throws -> [URL] {
        let recording = GalleryRecording(example: example, scale: scale)
        var kept: [(TimeInterval, CGImage)] = []
        recording.play { time, image in
            if kept.last.map({ time - $0.0 >= 1 / keptPerSecond - 1e-6 }) ?? true { kept.append((time, image)) }
        }
        let timeline = directory.appendingPathComponent("\(example.id)-timeline.txt")
        var text = "# \(example.title)\n# \(example.summary)\n"
        for problem in recording.problems { text += "# problem: \(problem)\n" }
        text += recording.timelineText
        try Data(text.utf8).write(to: timeline)
        let strip = directory.appendingPathComponent("\(example.id).png")
        try filmStrip(of: kept.map(\.1), name: example.id).write(to: strip)
        return [timeline, strip]
    }

    /// `frames` images chosen evenly from `images`, side by side.
    private func filmStrip(of images: [CGImage], name: String) throws -> Data {
        guard let first = images.first else { throw GalleryError.encodingFailed(name) }
        let count = Swift.min(frames, images.count)
        let size = CGSize(width: CGFloat(first.width) / scale, height: CGFloat(first.height) / scale)
        let width = Int((size.width * CGFloat(count) + gap * CGFloat(count + 1)) * scale)
        let height = Int((size.height + gap * 2) * scale)
        let strip = Bitmap(width: width, height: height, scale: scale)
        strip.context.setFillColor(CGColor(gray: 0.2, alpha: 1))
        strip.context.fill(CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        for index in 0..<count {
            let image = images[count == 1 ? 0 : index * (images.count - 1) / (count - 1)]
            let x = gap + CGFloat(index) * (size.width + gap)
            strip.draw(image, at: CGRect(x: x, y: gap, width: size.width, height: size.height))
        }
        guard let data = strip.context.makeImage()?.pngData() else { throw GalleryError.encodingFailed(name) }
        return data
    }
}
