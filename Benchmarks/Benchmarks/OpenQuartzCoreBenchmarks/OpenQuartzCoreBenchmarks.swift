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

/// The metric of the add/finish cycle benchmarks that counts frame turns
/// per cycle (× 100).
let turnsPerCycle = MemoryFlatness.metric("Frame turns per cycle (x100)")

nonisolated(unsafe) private var animatedTree: AnimatedTree?
nonisolated(unsafe) private var phoneScreen: (scene: PhoneScreen, screen: Screen3x, floor: FullSurfacePaint)?
nonisolated(unsafe) private var floorPaint: FullSurfacePaint?
nonisolated(unsafe) private var movingScenes: [String: (root: CALayer, advance: @MainActor () -> Void)] = [:]
nonisolated(unsafe) private var movingScreens: [ObjectIdentifier: (Screen3x, FullSurfacePaint)] = [:]

/// The composite benchmark's ratio to the floor, measured in the same
/// sample: the composites' time ÷ the time of as many full-surface paints
/// of the same bitmap right after them (× 100, so 300 is 3×).
let compositeOverFloor = MemoryFlatness.metric("Composite / full-surface paint, same sample (x100)")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: frameMetrics, timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(10), maxIterations: 2_000)
    registerShadowBlurBenchmark()

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
        let flatness = MemoryFlatness(cycles: cycles)
        Benchmark(
            "animation add/finish cycles x\(cycles)",
            configuration: flatness.configuration(target: "memory flat over 100,000 cycles", extra: [turnsPerCycle])
        ) { benchmark in
            let error: String? = onMainActor(benchmark) { benchmark in
                let scene = AnimationCycles()
                var flatness = flatness
                benchmark.startMeasurement()
                for i in 1...cycles {
                    if let error = scene.cycle() { return error }
                    flatness.cycleDone(i)
                }
                benchmark.stopMeasurement()
                let grown = flatness.finish(benchmark)
                benchmark.measurement(turnsPerCycle, scene.turns * 100 / scene.cycles)
                if let problem = scene.check() { return problem }
                return grown
            }
            if let error { benchmark.error(error) }
        }
    }

    // MARK: 3. Compositing a 200-layer phone screen at 3x (target ≤ 4 ms per frame)

    Benchmark(
        "composite 200-layer screen at 1170x2532",
        configuration: .init(metrics: frameMetrics + [compositeOverFloor], tags: ["target": "<= 4 ms per frame"])
    ) { benchmark in
        measureAgainstFloor(benchmark) { screen in screen.renderFrame(repaintingEverything: true) }
    }

    // MARK: 4. Frames that cost what changed (issue 20)

    Benchmark(
        "frame where nothing changed, 200-layer screen at 1170x2532",
        configuration: .init(metrics: frameMetrics + [compositeOverFloor], tags: ["target": "<= 0.1x the full-surface paint"])
    ) { benchmark in
        measureAgainstFloor(benchmark) { screen in screen.renderFrame(repaintingEverything: false) }
    }

    movingFrameBenchmark("animated frame, dimming slide over the 200-layer screen at 1170x2532") {
        let slide = DimmingSlide()
        return (slide.scene.root, slide.advance)
    }
    movingFrameBenchmark("scrolling frame, 100 cells 7 pt a frame over the 200-layer screen at 1170x2532") {
        let feed = ScrollingFeed()
        return (feed.scene.root, feed.advance)
    }

    Benchmark(
        "first (cold) frame of the 200-layer screen at 1170x2532",
        configuration: .init(tags: ["target": "<= 4 ms"], maxIterations: 200)
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            // A new screen each sample (its layers have cached nothing yet),
            // and a new bitmap; the renderer and its frame are measured.
            let scene = PhoneScreen()
            let context = Screen3x.makeContext(width: 1170, height: 2532)
            benchmark.startMeasurement()
            let screen = Screen3x(root: scene.root, context: context)
            screen.renderFrame(repaintingEverything: false)
            benchmark.stopMeasurement()
            blackHole(screen)
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

/// Measures `frame` on the phone screen (built once per process, outside
/// the measured region), then as many full-surface paints of the same
/// bitmap, and records the ratio (``compositeOverFloor``).
private func measureAgainstFloor(_ benchmark: Benchmark, frame: @escaping @MainActor (Screen3x) -> Void) {
    onMainActor(benchmark) { benchmark in
        let (_, screen, paint) = phoneScreen ?? {
            let scene = PhoneScreen()
            let screen = Screen3x(root: scene.root)
            let made = (scene, screen, FullSurfacePaint(context: screen.context))
            phoneScreen = made
            return made
        }()
        measureAgainstFloor(benchmark, screen: screen, paint: paint, frame: frame)
    }
}

/// The same for another tree `root`, drawn by a renderer of its own kept
/// for the process.
@MainActor
private func measureAgainstFloor(_ benchmark: Benchmark, root: CALayer, frame: @escaping @MainActor (Screen3x) -> Void) {
    let (screen, paint) = movingScreens[ObjectIdentifier(root)] ?? {
        let screen = Screen3x(root: root)
        let made = (screen, FullSurfacePaint(context: screen.context))
        movingScreens[ObjectIdentifier(root)] = made
        return made
    }()
    measureAgainstFloor(benchmark, screen: screen, paint: paint, frame: frame)
}

@MainActor
private func measureAgainstFloor(
    _ benchmark: Benchmark, screen: Screen3x, paint: FullSurfacePaint, frame: @escaping @MainActor (Screen3x) -> Void
) {
    // The floor paints over the bitmap: the next frame must not trust it.
    screen.renderFrame(repaintingEverything: true)
    let clock = ContinuousClock()
    benchmark.startMeasurement()
    let start = clock.now
    for _ in benchmark.scaledIterations {
        frame(screen)
    }
    let measured = clock.now - start
    benchmark.stopMeasurement()
    let floor = clock.measure {
        for _ in benchmark.scaledIterations { paint.paint() }
    }
    benchmark.measurement(compositeOverFloor, Int((measured / floor * 100).rounded()))
}

/// A benchmark of one frame of a moving scene (`make` builds it once per
/// process: its root and a step to the next frame), against the floor;
/// target 3× the full-surface paint.
private func movingFrameBenchmark(_ name: String, make: @escaping @MainActor () -> (CALayer, @MainActor () -> Void)) {
    Benchmark(
        name, configuration: .init(metrics: frameMetrics + [compositeOverFloor], tags: ["target": "<= 3x the full-surface paint"])
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = movingScenes[name] ?? {
                let (root, advance) = make()
                movingScenes[name] = (root, advance)
                return (root, advance)
            }()
            measureAgainstFloor(benchmark, root: scene.root) { screen in
                scene.advance()
                screen.renderFrame(repaintingEverything: false)
            }
        }
    }
}
