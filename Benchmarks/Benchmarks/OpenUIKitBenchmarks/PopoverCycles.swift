import OpenUIKitTesting

/// Section 12 (BENCHMARKS.md): a popover presented and dismissed on a
/// pad-sized `TestHost` (1024 × 1366 at 2x, no renderer).
///
/// Each cycle: a new `Content` controller (a view with a subview, as the
/// other cycle scenes' controllers; 300 × 200 preferred) presented as a popover from a button-sized source view with
/// the standard cross-dissolve, `runUntilIdle()`, dismissed,
/// `runUntilIdle()`: two 0.4 s fades; the popover placed under its source
/// with the arrow up, its card, arrow, shadow and tap-catching view made
/// and removed each time.
@MainActor
final class PopoverCycles: TransitionCycleScene {
    /// The frame turns one cycle must take, 50: two 0.4 s fades of 24
    /// frames at 60 Hz, each with the turn that finishes it (measured on
    /// 2026-11-26). `check()` fails on any other number.
    static let turnsPerCycle = 50

    /// The popover's content: a view with a background and a subview.
    final class Content: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let bar = UIView(frame: CGRect(x: 16, y: 24, width: 200, height: 24))
            bar.backgroundColor = .systemBlue
            view.addSubview(bar)
        }
    }

    let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
    let root = UIViewController()
    let source = UIView(frame: CGRect(x: 480, y: 200, width: 64, height: 32))
    private(set) var cycles = 0
    private(set) var turns = 0
    private var problem: String?
    /// The last cycle's controller (watched only in the last cycle of a sample).
    private weak var watched: UIViewController?

    required init() {
        root.view.backgroundColor = .systemGray
        root.view.addSubview(source)
        host.window.rootViewController = root
        host.runUntilIdle()
    }

    /// One animated present + dismiss; `watch` keeps a weak reference to the presented controller.
    func cycle(watch: Bool = false) {
        cycles += 1
        turns += host.framesRun {
            let content = Content()
            if watch { watched = content }
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 300, height: 200)
            content.popoverPresentationController?.sourceView = source
            root.present(content, animated: true)
            host.runUntilIdle()
            if watch, content.popoverPresentationController?.arrowDirection != .up { problem = "the popover is not below its source" }
            content.dismiss(animated: true)
            host.runUntilIdle()
        }
    }

    /// What must hold after a sample.
    func check() -> String? {
        var problems = host.cycleProblems(
            cycles: cycles, turns: turns, turnsPerCycle: Self.turnsPerCycle, watchedAlive: watched != nil)
        if let problem { problems.append(problem) }
        if root.presentedViewController != nil { problems.append("something is still presented") }
        if host.window.subviews.count != 1 { problems.append("\(host.window.subviews.count) views in the window") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
