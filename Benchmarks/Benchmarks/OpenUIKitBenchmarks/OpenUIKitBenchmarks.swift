// OpenUIKit view-layer benchmarks (package-benchmark). Run them with
// `scripts/benchmarks` from the repository root; BENCHMARKS.md has the
// numbers, the machine and how to read them.
//
// Conventions as in OpenQuartzCoreBenchmarks: every benchmark runs in
// release, in its own process, on a virtual media clock, on the main actor
// (`onMainActor`), in an app with a 390 × 844 @3x screen and one key window
// (`UIKitHost`). The scene is built on first use outside the measured
// region; each sample then measures `scaledIterations` frames (or one
// resize) between `startMeasurement()` and `stopMeasurement()`.
import Benchmark
import BenchmarkSupport
import OpenUIKit

/// The metric of the add/remove cycle benchmarks that counts removed
/// views still alive before the next turn (of those checked).
let aliveAfterRemoval = MemoryFlatness.metric("Removed views alive before the next turn (of those checked)")

nonisolated(unsafe) private var animatedViews: AnimatedViews?
nonisolated(unsafe) private var animatedViewsScreen: Screen1x?
nonisolated(unsafe) private var autoresizingTree: AutoresizingTree?
nonisolated(unsafe) private var siblingSubviews: SiblingSubviews?
nonisolated(unsafe) private var touchHierarchy: TouchHierarchy?

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: frameMetrics, timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(10), maxIterations: 2_000)

    // MARK: 4. A turn with 1,000 views animating (target ≤ 1 ms per turn; BENCHMARKS.md section 4)

    // No render phase is registered: the turn runs input, deferred work,
    // animation, layout and commit, and nothing is rasterised (the next
    // benchmark adds the render).
    Benchmark(
        "turn with 1000 views animating (no render)",
        configuration: .init(tags: ["target": "<= 1 ms per turn"])
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = animatedViews ?? AnimatedViews()
            animatedViews = scene
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.turn()
            }
            benchmark.stopMeasurement()
            return scene.check()
        }
        if let error { benchmark.error(error) }
    }

    Benchmark(
        "turn and render with 1000 views animating (390x844 at 1x)",
        configuration: .init(tags: ["target": "none (context for the one above)"])
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = animatedViews ?? AnimatedViews()
            animatedViews = scene
            let screen = animatedViewsScreen ?? Screen1x(root: scene.window.layer)
            animatedViewsScreen = screen
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.turn()
                screen.renderFrame()
            }
            benchmark.stopMeasurement()
            return scene.check()
        }
        if let error { benchmark.error(error) }
    }

    // MARK: 5. Layout of a 10,000-view autoresizing tree (target ≤ 5 ms; section 5)

    Benchmark(
        "layout of a 10000-view autoresizing tree",
        configuration: .init(tags: ["target": "<= 5 ms"])
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let tree = autoresizingTree ?? AutoresizingTree()
            autoresizingTree = tree
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                tree.resizeAndLayout()
            }
            benchmark.stopMeasurement()
            let problem = tree.check()
            // Not measured: the turn that commits the changed layers (else
            // the implicit transaction would collect every sample's layers).
            tree.commit()
            return problem
        }
        if let error { benchmark.error(error) }
    }

    Benchmark(
        "commit after resizing a 10000-view autoresizing tree",
        configuration: .init(tags: ["target": "none (context for the one above)"])
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let tree = autoresizingTree ?? AutoresizingTree()
            autoresizingTree = tree
            tree.resizeAndLayout()
            let problem = tree.check()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                tree.commit()
            }
            benchmark.stopMeasurement()
            return problem
        }
        if let error { benchmark.error(error) }
    }

    // MARK: 6. Add/remove subview cycles (target: memory flat over 100,000 cycles; section 6)

    registerRemovalCycleBenchmarks("add/remove subview cycles", scene: SubviewCycles.self)

    // Context for 6: the cost of an add or remove grows with the siblings.

    let siblingConfiguration = Benchmark.Configuration(
        metrics: frameMetrics, tags: ["target": "none (context: 1000 siblings)"],
        timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 100)

    Benchmark("add 1000 sibling subviews", configuration: siblingConfiguration) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = siblingSubviews ?? SiblingSubviews()
            siblingSubviews = scene
            scene.makeViews()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.addAll()
            }
            benchmark.stopMeasurement()
            let problem = scene.checkAdded()
            scene.turn()
            scene.removeAll()
            scene.turn()
            return problem
        }
        if let error { benchmark.error(error) }
    }

    Benchmark("remove 1000 sibling subviews", configuration: siblingConfiguration) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = siblingSubviews ?? SiblingSubviews()
            siblingSubviews = scene
            scene.makeViews()
            scene.addAll()
            scene.turn()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.removeAll()
            }
            benchmark.stopMeasurement()
            let problem = scene.checkRemoved()
            scene.turn()
            return problem
        }
        if let error { benchmark.error(error) }
    }

    registerTouchBenchmarks()
    registerChildCycleBenchmarks()
    registerPresentationBenchmarks()
    registerAutoLayoutBenchmarks()
    registerNavigationBenchmarks()
    registerStoryboardBenchmarks()
    registerRestorationBenchmarks()
}

// MARK: 7. Hit test + delivery through a 10,000-view hierarchy (target ≤ 50 µs per event; section 7)

/// One sample: a whole down / move / up cycle, of which `measured` (an
/// index into it) is timed; nil times a turn with nothing queued.
@MainActor
private func touchSample(_ benchmark: Benchmark, measuring measured: Int?) -> String? {
    let scene = touchHierarchy ?? TouchHierarchy()
    touchHierarchy = scene
    let steps = [scene.down, scene.move, scene.up]
    for (index, step) in steps.enumerated() {
        if index == measured { benchmark.startMeasurement() }
        step()
        if index == measured { benchmark.stopMeasurement() }
    }
    if measured == nil {
        benchmark.startMeasurement()
        UIKitHost.turn()
        benchmark.stopMeasurement()
    }
    return scene.check()
}

private func registerTouchBenchmarks() {
    let configuration = Benchmark.Configuration(
        tags: ["target": "<= 50 us per event"], scalingFactor: .one)
    for (name, measured) in [("touch down", 0), ("touch move", 1), ("touch up", 2)] {
        Benchmark("\(name) through a 10000-view hierarchy", configuration: configuration) { benchmark in
            let error: String? = onMainActor(benchmark) { touchSample($0, measuring: measured) }
            if let error { benchmark.error(error) }
        }
    }
    Benchmark(
        "turn with no input over a 10000-view hierarchy",
        configuration: .init(tags: ["target": "none (context: the turn alone)"], scalingFactor: .one)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { touchSample($0, measuring: nil) }
        if let error { benchmark.error(error) }
    }
}

// MARK: 8. View-controller add/remove child cycles (target: memory flat over 100,000 cycles; section 8)

private func registerChildCycleBenchmarks() {
    registerRemovalCycleBenchmarks("add/remove child view controller cycles", scene: ChildCycles.self)
}

// MARK: 9. Animated custom present + dismiss cycles (target ≤ 100 µs per cycle, memory flat over 10,000; section 9)

private func registerPresentationBenchmarks() {
    registerTransitionCycleBenchmarks("custom present + dismiss", scene: CustomPresentationCycles.self)
}
