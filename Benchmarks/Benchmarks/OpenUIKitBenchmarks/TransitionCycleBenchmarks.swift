import Benchmark
import BenchmarkSupport
import OpenUIKit
import OpenUIKitTesting

/// A scene whose cycle is one animated transition there and back (a
/// presentation and its dismissal, a push and its pop) on a test host.
@MainActor
protocol TransitionCycleScene: AnyObject {
    /// A scene at rest.
    init()
    /// One cycle; `watch` keeps a weak reference to the cycle's controller.
    func cycle(watch: Bool)
    /// What is wrong after a sample's cycles (nil: nothing).
    func check() -> String?
}

extension TestHost {
    /// The frame turns `body` ran (read from the host's clock).
    func framesRun(_ body: () -> Void) -> Int {
        let start = now
        body()
        return Int(((now - start) * frameRate).rounded())
    }
}

extension TestHost {
    /// What every transition-cycle scene checks after a sample: the
    /// watched controller gone (`watchedAlive` false), `turnsPerCycle`
    /// frame turns per cycle, the host idle and nothing printed.
    func cycleProblems(cycles: Int, turns: Int, turnsPerCycle: Int, watchedAlive: Bool) -> [String] {
        var problems: [String] = []
        if watchedAlive { problems.append("the last cycle's controller is still alive") }
        if turns != turnsPerCycle * cycles {
            problems.append("\(turns) frame turns for \(cycles) cycles, not \(turnsPerCycle) per cycle")
        }
        if isBusy { problems.append("host still busy") }
        if !diagnostics.isEmpty { problems.append("\(diagnostics.count) console message(s), first: \(diagnostics[0])") }
        return problems
    }
}

/// The scenes of this process, one per type (each benchmark runs in its own process).
nonisolated(unsafe) private var transitionCycleScenes: [ObjectIdentifier: AnyObject] = [:]

@MainActor
private func scene<Scene: TransitionCycleScene>(_ type: Scene.Type) -> Scene {
    if let scene = transitionCycleScenes[ObjectIdentifier(type)] as? Scene { return scene }
    let scene = Scene()
    transitionCycleScenes[ObjectIdentifier(type)] = scene
    return scene
}

/// The benchmarks of a transition cycle: "`name` cycle" (one cycle per
/// iteration, target ≤ 100 µs), and "`name` cycles x1000/x10000" (memory
/// flat over 10,000 cycles; `warmUpFlatness`: one warm-up sample first).
func registerTransitionCycleBenchmarks<Scene: TransitionCycleScene>(
    _ name: String, scene type: Scene.Type, warmUpFlatness: Bool = false
) {
    Benchmark(
        "\(name) cycle",
        configuration: .init(
            tags: ["target": "<= 100 us per cycle"], timeUnits: .microseconds, warmupIterations: 3,
            maxDuration: .seconds(10), maxIterations: 2_000)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let scene = scene(type)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.cycle(watch: false)
            }
            benchmark.stopMeasurement()
            scene.cycle(watch: true)
            return scene.check()
        }
        if let error { benchmark.error(error) }
    }

    for cycles in [1_000, 10_000] {
        let flatness = MemoryFlatness(cycles: cycles)
        var configuration = flatness.configuration(target: "memory flat over 10,000 cycles", maxDuration: .seconds(300))
        if warmUpFlatness { configuration.warmupIterations = 1 }
        Benchmark("\(name) cycles x\(cycles)", configuration: configuration) { benchmark in
            let error: String? = onMainActor(benchmark) { benchmark in
                let scene = scene(type)
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
}
