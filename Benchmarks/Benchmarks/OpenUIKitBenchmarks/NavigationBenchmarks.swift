import Benchmark
import BenchmarkSupport
import OpenUIKit

// MARK: 11. Navigation (targets: animated push + pop cycle ≤ 100 µs, memory flat over 10,000 cycles,
// a 50-deep stack's setViewControllers ≤ 1 ms; BENCHMARKS.md, "Navigation")

/// The scene of the navigation benchmarks (each benchmark runs in its own process).
nonisolated(unsafe) private var navigationCycles: NavigationCycles?

@MainActor
private var navigationScene: NavigationCycles {
    if let scene = navigationCycles { return scene }
    let scene = NavigationCycles()
    navigationCycles = scene
    return scene
}

func registerNavigationBenchmarks() {
    Benchmark(
        "navigation push + pop cycle",
        configuration: .init(
            tags: ["target": "<= 100 us per cycle"], timeUnits: .microseconds, warmupIterations: 3,
            maxDuration: .seconds(10), maxIterations: 2_000)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = navigationScene
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.cycle()
            }
            benchmark.stopMeasurement()
            scene.cycle(watch: true)
            return scene.check()
        }
        if let error { benchmark.error(error) }
    }

    for cycles in [1_000, 10_000] {
        let flatness = MemoryFlatness(cycles: cycles)
        // One warm-up sample: the navigation bar's first title starts
        // fontconfig, whose initialisation thread exiting inside a measured
        // sample made glibc abort ("free(): invalid pointer") under the
        // malloc interposer.
        var configuration = flatness.configuration(target: "memory flat over 10,000 cycles", maxDuration: .seconds(300))
        configuration.warmupIterations = 1
        Benchmark("navigation push + pop cycles x\(cycles)", configuration: configuration) { benchmark in
            let error: String? = onMainActor(benchmark) { benchmark in
                let scene = navigationScene
                var flatness = flatness
                benchmark.startMeasurement()
                for i in 1...cycles {
                    scene.cycle(watch: i == cycles)
                    flatness.cycleDone(i)
                }
                benchmark.stopMeasurement()
                let grown = flatness.finish(benchmark)
                if let problem = scene.check() { return problem }
                return grown
            }
            if let error { benchmark.error(error) }
        }
    }

    Benchmark(
        "navigation setViewControllers of a 50-deep stack",
        configuration: .init(
            tags: ["target": "<= 1 ms"], timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 2_000)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = navigationScene
            let stack = scene.makeDeepStack()
            benchmark.startMeasurement()
            scene.setDeep(stack)
            benchmark.stopMeasurement()
            scene.resetDeep(stack)
            return scene.check()
        }
        if let error { benchmark.error(error) }
    }
}
