import Benchmark
import BenchmarkSupport
@_spi(Testing) import OpenUIKit

// MARK: 10. Auto Layout (targets: first layout of 1,000 views ≤ 5 ms, relayout after one constant ≤ 50 µs,
// memory flat over 100,000 activate/deactivate cycles; BENCHMARKS.md, "Auto Layout")

/// The screen of the relayout benchmarks: built and laid out once per
/// process (each benchmark runs in its own).
nonisolated(unsafe) private var laidOutScreen: ConstrainedScreen?
/// First-layout samples run in this process (for messages).
nonisolated(unsafe) private var firstLayoutSamples = 0

/// The cell whose avatar width the relayout benchmark changes (a middle one).
private let relayoutCell = 50

func registerAutoLayoutBenchmarks() {
    registerFirstLayoutBenchmarks()
    registerTextMeasurementBenchmark()
    registerTearDownBenchmark()
    registerRelayoutBenchmarks()
    registerActivationCycleBenchmarks()
}

// MARK: First layout

/// One sample: a new screen, then its first layout (`includingBuild`:
/// the construction too; `wordsAnew`: with no word shaped before, see
/// `ShapingCache`), then the checks; the screen is taken out of the
/// window and released before the turn that commits its removal (see
/// `ConstrainedScreen.detach()`). Every one of its 1,000 views must then
/// be gone (else the solver would grow sample by sample), and nothing
/// printed.
@MainActor
private func firstLayoutSample(_ benchmark: Benchmark, includingBuild: Bool, wordsAnew: Bool = false) -> String? {
    firstLayoutSamples += 1
    if wordsAnew { TextDiagnostics.forgetShapedWordsOnCurrentThread() }
    var problem: String?
    var views: [Weak] = []
    do {
        if includingBuild { benchmark.startMeasurement() }
        let screen = ConstrainedScreen()
        if !includingBuild { benchmark.startMeasurement() }
        LayoutCounter.calls = 0
        screen.layout()
        benchmark.stopMeasurement()
        benchmark.measurement(containersLaidOut, LayoutCounter.calls)
        problem = screen.check()
        views = screen.allViews.map { Weak(view: $0) }
        screen.detach()
    }
    UIKitHost.turn()
    let alive = views.filter { $0.view != nil }.count
    benchmark.measurement(heapAfterTearDown, ProcessMemory.heapInUse)
    if problem == nil, alive > 0 { problem = "\(alive) of the screen's views still alive after its tear-down" }
    problem = problem ?? UIKitHost.checkDiagnostics().map { "after the tear-down: \($0)" }
    return problem.map { "sample \(firstLayoutSamples): \($0)" }
}

/// A weak reference to a view.
private struct Weak {
    weak var view: UIView?
}

/// The metric that counts `layoutSubviews()` calls of the screen's 401
/// containers in the measured layout.
let containersLaidOut = MemoryFlatness.metric("Containers laid out (layoutSubviews calls)")
/// The heap in use after each first-layout sample's tear-down.
let heapAfterTearDown = MemoryFlatness.metric("Heap left after the tear-down (bytes)")

private func registerFirstLayoutBenchmarks() {
    // Up to 30 s of samples (at the time of writing a first layout took
    // seconds, growing sample by sample: BENCHMARKS.md); one warm-up
    // sample (fonts, Pango).
    let configuration = { (target: String) in
        Benchmark.Configuration(
            metrics: frameMetrics + [containersLaidOut, heapAfterTearDown], tags: ["target": target],
            timeUnits: .microseconds, warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(30),
            maxIterations: 300)
    }
    Benchmark(
        "autolayout first layout of a 1000-view constrained screen",
        configuration: configuration("<= 5 ms")
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { firstLayoutSample($0, includingBuild: false) }
        if let error { benchmark.error(error) }
    }
    Benchmark(
        "autolayout first layout of a 1000-view constrained screen, every word shaped anew",
        configuration: configuration("none (context: the first screen of text an app shows)")
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { firstLayoutSample($0, includingBuild: false, wordsAnew: true) }
        if let error { benchmark.error(error) }
    }
    Benchmark(
        "autolayout build and first layout of a 1000-view constrained screen",
        configuration: configuration("none (context: construction and activation included)")
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { firstLayoutSample($0, includingBuild: true) }
        if let error { benchmark.error(error) }
    }
}

// MARK: Text measurement

/// One sample: a new screen (not laid out), then — measured — the
/// intrinsic size of each of its 300 labels, which is the text
/// measurement the first layout does (`wordsAnew`: with no word shaped
/// before); the screen is then torn down.
@MainActor
private func textMeasurementSample(_ benchmark: Benchmark, wordsAnew: Bool) -> String? {
    let screen = ConstrainedScreen()
    if wordsAnew { TextDiagnostics.forgetShapedWordsOnCurrentThread() }
    let labels = screen.cells.flatMap { [$0.title, $0.subtitle, $0.time] }
    var width: CGFloat = 0
    benchmark.startMeasurement()
    for label in labels { width += label.intrinsicContentSize.width }
    benchmark.stopMeasurement()
    screen.detach()
    UIKitHost.turn()
    return width > 0 ? nil : "the labels measured no text"
}

private func registerTextMeasurementBenchmark() {
    for wordsAnew in [false, true] {
        Benchmark(
            "autolayout text measurement of the 300 labels of a 1000-view screen" + (wordsAnew ? ", every word shaped anew" : ""),
            configuration: Benchmark.Configuration(
                metrics: frameMetrics,
                tags: ["target": "none (context: the part of the first layout that measures text)"],
                timeUnits: .microseconds, warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(10),
                maxIterations: 200)
        ) { benchmark in
            let error: String? = onMainActor(benchmark) { textMeasurementSample($0, wordsAnew: wordsAnew) }
            if let error { benchmark.error(error) }
        }
    }
}

// MARK: Tear-down

/// One sample: a screen laid out and shown (a turn displays it), then —
/// measured — taken out of the window, released and the next turn run
/// (where the solver drops what went). The column and one label must be
/// gone after it (only those two are watched: a weak reference gives its
/// view a side table, which would slow the tear-down measured).
@MainActor
private func tearDownSample(_ benchmark: Benchmark) -> String? {
    weak var column: UIStackView?
    weak var label: UILabel?
    do {
        let screen = ConstrainedScreen()
        screen.layout()
        if let problem = screen.check() { return problem }
        UIKitHost.turn()
        column = screen.column
        label = screen.cells[0].title
        benchmark.startMeasurement()
        screen.detach()
    }
    UIKitHost.turn()
    benchmark.stopMeasurement()
    benchmark.measurement(heapAfterTearDown, ProcessMemory.heapInUse)
    if column != nil || label != nil { return "the screen's views outlived its tear-down" }
    return UIKitHost.checkDiagnostics().map { "after the tear-down: \($0)" }
}

/// One sample: a screen laid out and shown, then — measured — taken out
/// of the window while still held (as a navigation controller holds the
/// controller it covers) and the next turn run; the screen is released
/// after the measurement.
@MainActor
private func heldDetachSample(_ benchmark: Benchmark) -> String? {
    let screen = ConstrainedScreen()
    screen.layout()
    if let problem = screen.check() { return problem }
    UIKitHost.turn()
    benchmark.startMeasurement()
    screen.detach()
    UIKitHost.turn()
    benchmark.stopMeasurement()
    if screen.column.window != nil { return "the screen is still in the window" }
    return UIKitHost.checkDiagnostics().map { "after the removal: \($0)" }
}

private func registerTearDownBenchmark() {
    Benchmark(
        "autolayout removal of a held, laid-out 1000-view screen from its window",
        configuration: Benchmark.Configuration(
            metrics: frameMetrics,
            tags: ["target": "none (context: removal from the window, the next turn; the screen stays alive)"],
            timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(20),
            maxIterations: 100)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { heldDetachSample($0) }
        if let error { benchmark.error(error) }
    }
    Benchmark(
        "autolayout tear-down of a laid-out 1000-view screen",
        configuration: Benchmark.Configuration(
            metrics: frameMetrics + [heapAfterTearDown],
            tags: ["target": "none (context: removal from the window, release, the next turn)"],
            timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(20),
            maxIterations: 200)
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { tearDownSample($0) }
        if let error { benchmark.error(error) }
    }
}

// MARK: Relayout after one constant

/// The laid-out screen of this process, built, checked and committed on
/// first use.
@MainActor
private func relayoutScreen() -> (ConstrainedScreen, String?) {
    if let laidOutScreen { return (laidOutScreen, nil) }
    let screen = ConstrainedScreen()
    screen.layout()
    let problem = screen.check()
    UIKitHost.turn()
    laidOutScreen = screen
    return (screen, problem)
}

/// One sample: `constraint.constant` switched to the other of `values`
/// (the solver re-solves incrementally in the setter) and the window's
/// layout, both measured; then `moved` must say the frame it watches
/// followed (a precondition: the sample cannot have measured a no-op),
/// the whole screen is checked and a turn commits (neither measured).
@MainActor
private func relayoutSample(
    _ benchmark: Benchmark, _ screen: ConstrainedScreen, _ constraint: NSLayoutConstraint, values: (CGFloat, CGFloat),
    moved: (CGFloat) -> Bool
) -> String? {
    let value = constraint.constant == values.0 ? values.1 : values.0
    LayoutCounter.calls = 0
    benchmark.startMeasurement()
    constraint.constant = value
    screen.layout()
    benchmark.stopMeasurement()
    benchmark.measurement(containersLaidOut, LayoutCounter.calls)
    precondition(moved(value), "the layout did not follow the constant \(value)")
    let problem = screen.check()
    UIKitHost.turn()
    return problem
}

private func registerRelayoutBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: frameMetrics + [containersLaidOut], tags: ["target": "<= 50 us"], timeUnits: .microseconds,
        warmupIterations: 3, scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 2_000)
    // One cell's avatar: 40 ↔ 52 pt wide; the avatar, the text stack and
    // its labels of that cell move or resize.
    Benchmark(
        "autolayout relayout after changing one avatar width in a 1000-view screen", configuration: configuration
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let (screen, setUpProblem) = relayoutScreen()
            if let setUpProblem { return setUpProblem }
            let cell = screen.cells[relayoutCell]
            return relayoutSample(benchmark, screen, cell.avatarWidth, values: (ConstrainedScreen.avatarSide, 52)) { width in
                ConstrainedScreen.close(cell.avatar.frame.width, width)
                    && ConstrainedScreen.close(cell.text.frame.minX, width + ConstrainedScreen.rowSpacing)
            }
        }
        if let error { benchmark.error(error) }
    }
    // The column's top inset: 20 ↔ 28 pt; only the column moves (its
    // content is in its own coordinates).
    Benchmark(
        "autolayout relayout after changing the top inset of a 1000-view screen", configuration: configuration
    ) { benchmark in
        let error: String? = onMainActor(benchmark) { benchmark in
            let (screen, setUpProblem) = relayoutScreen()
            if let setUpProblem { return setUpProblem }
            return relayoutSample(benchmark, screen, screen.topInset, values: (20, 28)) { inset in
                ConstrainedScreen.close(screen.column.frame.minY, inset)
            }
        }
        if let error { benchmark.error(error) }
    }
}

// MARK: Activate/deactivate cycles

/// `"autolayout activate/deactivate cycles x…"`: ``ConstraintCycles`` through
/// the memory-flatness cycles of section 6 (the deactivated constraint is
/// the watched removal).
private func registerActivationCycleBenchmarks() {
    registerRemovalCycleBenchmarks("autolayout activate/deactivate cycles", scene: ConstraintCycles.self)
}
