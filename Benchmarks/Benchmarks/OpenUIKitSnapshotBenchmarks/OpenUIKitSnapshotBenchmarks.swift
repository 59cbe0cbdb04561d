// Pictures of transitions (package-benchmark; BENCHMARKS.md sections 7–8).
// Run with `scripts/benchmarks run --no-progress --target OpenUIKitSnapshotBenchmarks`.
import Benchmark
import BenchmarkSupport
import Foundation
import OpenUIKitTesting

/// A 1170 × 2532 frame like a phone screen at 3x: flat colours, a card,
/// text — what snapshots and strips are made of.
@MainActor
func phoneFrame() -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    format.opaque = true
    return UIGraphicsImageRenderer(size: CGSize(width: 390, height: 844), format: format).image { context in
        UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 390, height: 844))
        UIColor.white.setFill()
        context.fill(CGRect(x: 16, y: 120, width: 358, height: 600))
        for row in 0..<20 {
            ("Row \(row): the quick brown fox jumps over the lazy dog" as NSString).draw(
                at: CGPoint(x: 28, y: 132 + CGFloat(row) * 28),
                withAttributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black])
        }
    }.cgImage!
}

nonisolated(unsafe) private var frame: CGImage?

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds,
        warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 50)

    // MARK: 7. A 12-frame film strip of the dimming presentation at 2x (target ≤ 150 ms)

    for level in [1, 6] {
        Benchmark(
            "film strip of the dimming presentation, 12 frames at 2x, level \(level)",
            configuration: .init(tags: ["target": "<= 150 ms"])
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                TestHost.verifiesDamage = false
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(dimmingFilmStrip(compressionLevel: level)) }
                benchmark.stopMeasurement()
            }
        }
    }

    // MARK: 8. PNG encoding of a 1170 × 2532 frame at each level

    for level in [0, 1, 6, 9] {
        Benchmark("PNG encode 1170x2532 at level \(level)") { benchmark in
            onMainActor(benchmark) { benchmark in
                let image = frame ?? phoneFrame()
                frame = image
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(image.pngData(compressionLevel: level)?.count) }
                benchmark.stopMeasurement()
            }
        }
    }
}
