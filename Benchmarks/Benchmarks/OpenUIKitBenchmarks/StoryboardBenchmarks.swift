import Benchmark
import BenchmarkSupport
import OpenUIKit

// MARK: 13. Storyboards (targets: the initial controller of a 30-scene storyboard with its view ≤ 5 ms,
// parsing cached per storyboard; memory flat over 10,000 instantiations; BENCHMARKS.md, "Storyboards")

/// One instantiation: the storyboard object, its initial controller (a tab
/// bar controller with five navigation controllers and their roots), the
/// tab bar controller's view and the first tab's list view. Nil, or what
/// went wrong.
@MainActor
private func instantiateAndLoad() -> String? {
    let storyboard = UIStoryboard(name: "Bench", bundle: GeneratedStoryboard.bundle)
    guard let tabs = storyboard.instantiateInitialViewController() as? UITabBarController else { return "no tab bar controller" }
    tabs.loadViewIfNeeded()
    guard let list = (tabs.viewControllers?.first as? UINavigationController)?.viewControllers.first as? BenchListViewController else {
        return "no list in the first tab"
    }
    list.loadViewIfNeeded()
    guard tabs.viewControllers?.count == 5, list.titleLabel?.text == "List 0", list.view.subviews.count == 2 else {
        return "the scene was not built as written"
    }
    return nil
}

/// Whether this process ran the warm-up instantiations (each benchmark runs in its own process).
nonisolated(unsafe) private var storyboardCachesWarm = false

func registerStoryboardBenchmarks() {
    Benchmark(
        "storyboard initial controller of 30 scenes with its view",
        configuration: .init(
            tags: ["target": "<= 5 ms"], timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 1_000)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            UIKitHost.install()
            benchmark.startMeasurement()
            let problem = instantiateAndLoad()
            benchmark.stopMeasurement()
            UIKitHost.turn()
            return problem ?? UIKitHost.checkDiagnostics()
        }
        if let error { benchmark.error(error) }
    }

    let cycles = 10_000
    let flatness = MemoryFlatness(cycles: cycles)
    var configuration = flatness.configuration(target: "memory flat over 10,000 instantiations")
    // One warm-up sample: the first labels start fontconfig, whose thread
    // must not be busy while a sample reads the heap's statistics; and the
    // first 20,000 or so instantiations fill caches once (~180 KB measured
    // with a probe: 9 bytes a cycle over the first 20,000, 0 over the next).
    configuration.warmupIterations = 1
    Benchmark("storyboard instantiations x\(cycles)", configuration: configuration) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            UIKitHost.install()
            if !storyboardCachesWarm {
                for index in 1...20_000 {
                    _ = instantiateAndLoad()
                    if index % 100 == 0 { UIKitHost.turn() }
                }
                storyboardCachesWarm = true
            }
            var flatness = flatness
            var problem: String?
            benchmark.startMeasurement()
            for index in 1...cycles {
                if let failure = instantiateAndLoad() { problem = failure }
                if index % 100 == 0 { UIKitHost.turn() }
                flatness.cycleDone(index)
            }
            benchmark.stopMeasurement()
            return problem ?? flatness.finish(benchmark) ?? UIKitHost.checkDiagnostics()
        }
        if let error { benchmark.error(error) }
    }
}
