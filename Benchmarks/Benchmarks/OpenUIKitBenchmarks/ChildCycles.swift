import OpenUIKit

/// Section 8 (BENCHMARKS.md): add a child view controller to a controller
/// on screen and remove it again, with UIKit's containment calls, over and
/// over — with a frame turn every 100 cycles while the child is on screen.
///
/// Each cycle: a new `Child` (a `UIViewController` subclass that counts
/// its appearance callbacks), `parent.addChild(child)`, its view's frame
/// set, `parent.view.addSubview(child.view)`, `child.didMove(toParent:)`,
/// a turn on every 100th cycle, then `child.willMove(toParent: nil)`,
/// `child.view.removeFromSuperview()`, `child.removeFromParent()`. The
/// benchmark then holds no reference to the child; the library must let
/// it and its view go.
@MainActor
final class ChildCycles {
    /// Counts appearance callbacks (into the scene's totals).
    final class Child: UIViewController {
        nonisolated(unsafe) static var willAppear = 0
        nonisolated(unsafe) static var didAppear = 0
        nonisolated(unsafe) static var willDisappear = 0
        nonisolated(unsafe) static var didDisappear = 0

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            Child.willAppear += 1
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            Child.didAppear += 1
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            Child.willDisappear += 1
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            Child.didDisappear += 1
        }
    }

    static let cyclesPerTurn = 100
    static let childFrame = CGRect(x: 20, y: 100, width: 350, height: 400)

    let parent = UIViewController()
    private(set) var cycles = 0
    private(set) var turns = 0
    /// The child of the last cycle that ran a turn (only those are
    /// watched, as in `SubviewCycles`), and its view.
    private weak var watched: UIViewController?
    private weak var watchedView: UIView?
    /// Watched children (or their views) still alive right after removal.
    private(set) var aliveAfterRemoval = 0

    init() {
        UIKitHost.install()
        UIKitHost.window.rootViewController = parent
        UIKitHost.turn()
    }

    /// One add/remove cycle.
    func cycle() {
        cycles += 1
        let turnCycle = cycles % Self.cyclesPerTurn == 0
        do {
            let child = Child()
            parent.addChild(child)
            child.view.frame = Self.childFrame
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            if turnCycle {
                UIKitHost.turn()
                turns += 1
                watched = child
                watchedView = child.view
            }
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        if turnCycle, watched != nil || watchedView != nil { aliveAfterRemoval += 1 }
    }

    /// After the last cycle: one more turn, then what must hold.
    func finish() -> String? {
        UIKitHost.turn()
        turns += 1
        var problems: [String] = []
        if watched != nil || watchedView != nil { problems.append("the last removed child (or its view) is still alive after a turn") }
        if !parent.children.isEmpty { problems.append("\(parent.children.count) children left") }
        if !parent.view.subviews.isEmpty { problems.append("\(parent.view.subviews.count) subviews left in the parent's view") }
        // viewDidAppear comes in a turn (OpenUIKit ends appearance
        // transitions there): only the children of turn cycles get it.
        let counts = (Child.willAppear, Child.didAppear, Child.willDisappear, Child.didDisappear)
        if counts != (cycles, cycles / Self.cyclesPerTurn, cycles, cycles) {
            problems.append("appearance callbacks \(counts) for \(cycles) cycles")
        }
        if CAFramePipeline.main.hasPendingWork { problems.append("pipeline still has pending work") }
        if let diagnostics = UIKitHost.checkDiagnostics() { problems.append(diagnostics) }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Takes the parent out of the window (the next sample installs its own).
    func tearDown() {
        UIKitHost.window.rootViewController = nil
        UIKitHost.turn()
        Child.willAppear = 0
        Child.didAppear = 0
        Child.willDisappear = 0
        Child.didDisappear = 0
    }
}
