import Benchmark
import BenchmarkSupport
import OpenUIKit

// MARK: 11. Navigation (targets: animated push + pop cycle ≤ 100 µs, memory flat over 10,000 cycles,
// a 50-deep stack's setViewControllers ≤ 1 ms; BENCHMARKS.md, "Navigation")

/// The scene of the deep-stack benchmark (each benchmark runs in its own process).
nonisolated(unsafe) private var navigationCycles: NavigationCycles?

func registerNavigationBenchmarks() {
    // One warm-up sample before the memory samples: the navigation bar's
    // first title starts fontconfig, whose initialisation thread exiting
    // inside a measured sample made glibc abort ("free(): invalid pointer")
    // under the malloc interposer.
    registerTransitionCycleBenchmarks("navigation push + pop", scene: NavigationCycles.self, warmUpFlatness: true)
    // MARK: 12. Popovers (targets: present + dismiss ≤ 100 µs, memory flat over 10,000 cycles)
    registerTransitionCycleBenchmarks("popover present + dismiss", scene: PopoverCycles.self, warmUpFlatness: true)

    Benchmark(
        "navigation setViewControllers of a 50-deep stack",
        configuration: .init(
            tags: ["target": "<= 1 ms"], timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 2_000)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = navigationCycles ?? NavigationCycles()
            navigationCycles = scene
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
