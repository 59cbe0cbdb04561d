import OpenUIKitTesting

/// Section 11 (BENCHMARKS.md): a navigation controller on
/// OpenUIKitTesting's `TestHost` at 60 Hz (no renderer, as section 9).
///
/// Each cycle: a new `Pushed` controller (its own view, a background
/// colour and a subview) pushed with the standard slide, `runUntilIdle()`,
/// popped with the standard slide, `runUntilIdle()`: two 0.35 s
/// animations, 22 frame turns each.
///
/// The deep stack: `setViewControllers` with 50 new controllers (their
/// views not loaded, as UIKit loads only the top's) replacing the stack
/// on screen without animation, then back to the root alone.
@MainActor
final class NavigationCycles: TransitionCycleScene {
    /// The frame turns one push + pop cycle must take, 44: two 0.35 s
    /// slides of 21 frames at 60 Hz, each with the turn that finishes it
    /// (measured on 2026-11-26). `check()` fails on any other
    /// number, so a shorter (or longer) transition cannot pass for a
    /// faster (or slower) library.
    static let turnsPerCycle = 44
    /// The deep stack's depth.
    static let depth = 50

    /// The pushed controller: a view with a background and a subview.
    final class Pushed: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let bar = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 24))
            bar.backgroundColor = .systemBlue
            view.addSubview(bar)
        }
    }

    let host = TestHost()
    let root = UIViewController()
    let navigation: UINavigationController
    private(set) var cycles = 0
    private(set) var turns = 0
    private var deepProblem: String?
    /// The last cycle's controller (watched only in the last cycle of a sample).
    private weak var watched: UIViewController?

    required init() {
        root.view.backgroundColor = .systemGray
        navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
    }

    /// One animated push + pop; `watch` keeps a weak reference to the pushed controller.
    func cycle(watch: Bool = false) {
        cycles += 1
        turns += host.framesRun {
            let pushed = Pushed()
            if watch { watched = pushed }
            navigation.pushViewController(pushed, animated: true)
            host.runUntilIdle()
            navigation.popViewController(animated: true)
            host.runUntilIdle()
        }
    }

    /// The 50 controllers of one deep-stack sample.
    func makeDeepStack() -> [UIViewController] {
        [root] + (1..<Self.depth).map { _ in Pushed() }
    }

    /// `setViewControllers(stack)` without animation (the measured step).
    func setDeep(_ stack: [UIViewController]) {
        navigation.setViewControllers(stack, animated: false)
    }

    /// Back to the root alone, checking the deep stack was in place.
    func resetDeep(_ stack: [UIViewController]) {
        if navigation.viewControllers.count != Self.depth || navigation.topViewController !== stack.last {
            deepProblem = "the deep stack is not in place: \(navigation.viewControllers.count) controllers"
        }
        if stack.dropFirst().dropLast().contains(where: \.isViewLoaded) { deepProblem = "a controller below the top loaded its view" }
        navigation.setViewControllers([root], animated: false)
        host.runUntilIdle()
    }

    /// What must hold after a sample.
    func check() -> String? {
        var problems = host.cycleProblems(
            cycles: cycles, turns: turns, turnsPerCycle: Self.turnsPerCycle, watchedAlive: watched != nil)
        if let deepProblem { problems.append(deepProblem) }
        if navigation.viewControllers != [root] { problems.append("\(navigation.viewControllers.count) controllers on the stack") }
        if navigation.children != [root] { problems.append("\(navigation.children.count) children") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
