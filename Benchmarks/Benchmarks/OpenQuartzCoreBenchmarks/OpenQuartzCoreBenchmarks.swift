// OpenQuartzCore benchmarks (package-benchmark). Run them with
// `scripts/benchmarks` from the repository root; BENCHMARKS.md has the
// numbers, the machine and how to read them.
//
// Every benchmark runs in release, in its own process (package-benchmark
// spawns one per benchmark), on a virtual media clock (`FrameClock`), on the
// main actor (`onMainActor`). The scene is built on first use outside the
// measured region; each sample then measures `scaledIterations` frames
// between `startMeasurement()` and `stopMeasurement()`.
import Benchmark
import BenchmarkSupport
import OpenQuartzCore

/// Metrics of the per-frame benchmarks: time, allocations, memory.
let frameMetrics: [BenchmarkMetric] = [
    .wallClock,
    .mallocCountTotal, .mallocBytesCount, .mallocFreeDelta, .memoryLeakedBytes,
    .peakMemoryResident,
]

/// Custom metrics of the add/finish cycle benchmarks (read off the process
/// at two points of the same sample: after a tenth of the cycles and at
/// the end).
func cycleMetrics(_ cycles: Int) -> (
    early: (heap: BenchmarkMetric, rss: BenchmarkMetric), late: (heap: BenchmarkMetric, rss: BenchmarkMetric),
    growth: BenchmarkMetric, turns: BenchmarkMetric
) {
    let early = (cycles / 10).formatted(.number)
    let late = cycles.formatted(.number)
    func metric(_ name: String) -> BenchmarkMetric { .custom(name, polarity: .prefersSmaller, useScalingFactor: false) }
    return (
        (metric("Heap in use after \(early) cycles (bytes)"), metric("Resident after \(early) cycles (bytes)")),
        (metric("Heap in use after \(late) cycles (bytes)"), metric("Resident after \(late) cycles (bytes)")),
        metric("Heap growth, cycle \(early) to \(late) (bytes, ≥ 0)"),
        metric("Frame turns per cycle (x100)")
    )
}

nonisolated(unsafe) private var animatedTree: AnimatedTree?
nonisolated(unsafe) private var phoneScreen: (scene: PhoneScreen, screen: Screen3x)?
nonisolated(unsafe) private var floorPaint: FullSurfacePaint?

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: frameMetrics, timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(10), maxIterations: 2_000)

    // MARK: 1. Presentation of 1,000 animated layers (target ≤ 0.5 ms per frame)

    Benchmark(
        "presentation of 1000 animated layers",
        configuration: .init(tags: ["target": "<= 0.5 ms per frame"])
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let tree = animatedTree ?? AnimatedTree()
            animatedTree = tree
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(tree.presentationFrame())
            }
            benchmark.stopMeasurement()
            return tree.check()
        }
        if let error { benchmark.error(error) }
    }

    Benchmark(
        "frame turn of 1000 animated layers",
        configuration: .init(tags: ["target": "none (context for the one above)"])
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let tree = animatedTree ?? AnimatedTree()
            animatedTree = tree
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                tree.turn()
            }
            benchmark.stopMeasurement()
            return tree.check()
        }
        if let error { benchmark.error(error) }
    }

    // MARK: 2. Animation add/finish cycles (target: memory flat over 100,000 cycles)

    for cycles in [10_000, 100_000] {
        let custom = cycleMetrics(cycles)
        Benchmark(
            "animation add/finish cycles x\(cycles)",
            configuration: .init(
                metrics: [
                    .wallClock,
                    .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes,
                    .peakMemoryResident,
                    custom.early.heap, custom.late.heap, custom.early.rss, custom.late.rss, custom.growth, custom.turns,
                ],
                tags: ["target": "memory flat over 100,000 cycles"],
                timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 3)
        ) { benchmark in
            let error: String? = onMainActor(benchmark) { benchmark in
                let scene = AnimationCycles()
                var early = (heap: 0, rss: 0)
                benchmark.startMeasurement()
                for i in 1...cycles {
                    if let error = scene.cycle() { return error }
                    if i == cycles / 10 {
                        early = (ProcessMemory.heapInUse, ProcessMemory.resident)
                    }
                }
                benchmark.stopMeasurement()
                let late = (heap: ProcessMemory.heapInUse, rss: ProcessMemory.resident)
                benchmark.measurement(custom.early.heap, early.heap)
                benchmark.measurement(custom.late.heap, late.heap)
                benchmark.measurement(custom.early.rss, early.rss)
                benchmark.measurement(custom.late.rss, late.rss)
                benchmark.measurement(custom.growth, max(0, late.heap - early.heap))
                benchmark.measurement(custom.turns, scene.turns * 100 / scene.cycles)
                if let problem = scene.check() { return problem }
                // Nothing may accumulate: the heap may not grow by more than
                // 64 KiB between a tenth of the cycles and the end.
                let growth = late.heap - early.heap
                if growth > 64 << 10 {
                    return "heap grew by \(growth) bytes between cycle \(cycles / 10) and cycle \(cycles)"
                }
                return nil
            }
            if let error { benchmark.error(error) }
        }
    }

    // MARK: 3. Compositing a 200-layer phone screen at 3x (target ≤ 4 ms per frame)

    Benchmark(
        "composite 200-layer screen at 1170x2532",
        configuration: .init(tags: ["target": "<= 4 ms per frame"])
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            let (_, screen) = phoneScreen ?? {
                let scene = PhoneScreen()
                let made = (scene, Screen3x(root: scene.root))
                phoneScreen = made
                return made
            }()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                screen.renderFrame()
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark(
        "full-surface paint 1170x2532 (floor)",
        configuration: .init(tags: ["target": "none (floor for the composite)"])
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            let paint = floorPaint ?? FullSurfacePaint()
            floorPaint = paint
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                paint.paint()
            }
            benchmark.stopMeasurement()
        }
    }
}
