import Benchmark
import OpenUIKit
import BenchmarkSupport

/// A scene that adds and removes something once per cycle and turns the
/// run loop every ``cyclesPerTurn`` cycles (sections 6 and 8), watching
/// whether what it removed goes away by the next turn.
@MainActor
protocol RemovalCycleScene: AnyObject, Sendable {
    /// Cycles between two run-loop turns.
    static var cyclesPerTurn: Int { get }
    init()
    /// Cycles run so far.
    var cycles: Int { get }
    /// Turns run so far.
    var turns: Int { get }
    /// Watched removals still alive at the next turn.
    var aliveAfterRemoval: Int { get }
    /// One add/remove cycle.
    func cycle()
    /// Runs the last turn and says what went wrong, if anything.
    func finish() -> String?
    /// Takes the scene off the window.
    func tearDown()
}

extension SubviewCycles: RemovalCycleScene, ContainerScene {}
extension ChildCycles: RemovalCycleScene {}
extension ConstraintCycles: RemovalCycleScene, ContainerScene {}

/// A scene that lives in one container view of the benchmark window.
@MainActor
protocol ContainerScene {
    /// The view the scene adds to the window.
    var container: UIView { get }
}

extension ContainerScene {
    /// What is left to go wrong after the last turn: pending pipeline
    /// work and unexpected console messages.
    func endOfRunProblems() -> [String] {
        var problems: [String] = []
        if CAFramePipeline.main.hasPendingWork { problems.append("pipeline still has pending work") }
        if let diagnostics = UIKitHost.checkDiagnostics() { problems.append(diagnostics) }
        return problems
    }

    /// Takes the container out of the window (the next sample adds its own).
    func tearDown() {
        container.removeFromSuperview()
        UIKitHost.turn()
    }
}

/// Registers `"<name> x10000"` and `"<name> x100000"`: a new `Scene` per
/// sample, cycled N times with the memory metrics of section 6, then
/// checked (what went wrong, the cycle and turn counts, heap growth).
func registerRemovalCycleBenchmarks<Scene: RemovalCycleScene>(_ name: String, scene: Scene.Type) {
    for cycles in [10_000, 100_000] {
        let flatness = MemoryFlatness(cycles: cycles)
        Benchmark(
            "\(name) x\(cycles)",
            configuration: flatness.configuration(target: "memory flat over 100,000 cycles", extra: [aliveAfterRemoval])
        ) { benchmark in
            let error: String? = onMainActor(benchmark) { benchmark in
                let scene = Scene()
                var flatness = flatness
                benchmark.startMeasurement()
                for i in 1...cycles {
                    scene.cycle()
                    flatness.cycleDone(i)
                }
                benchmark.stopMeasurement()
                // After removal + a turn, the last removed object must be gone.
                let problem = scene.finish()
                let grown = flatness.finish(benchmark)
                benchmark.measurement(aliveAfterRemoval, scene.aliveAfterRemoval)
                scene.tearDown()
                if let problem { return problem }
                if scene.cycles != cycles || scene.turns != cycles / Scene.cyclesPerTurn + 1 {
                    return "ran \(scene.cycles) cycles and \(scene.turns) turns"
                }
                return grown
            }
            if let error { benchmark.error(error) }
        }
    }
}
