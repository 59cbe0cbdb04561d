import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A controller that checks its own appearance callbacks follow UIKit's
/// grammar (will → is → did, or will → did for disappearing; a transition
/// may turn round before it ends) and records violations.
@MainActor
final class ModelViewController: UIViewController {
    enum Phase { case hidden, appearing, shown, disappearing }
    private(set) var phase = Phase.hidden
    private(set) var violations: [String] = []
    private var sawIsAppearing = false

    private func step(_ name: String, from allowed: [Phase], to next: Phase) {
        if !allowed.contains(phase) { violations.append("\(name) in \(phase)") }
        phase = next
    }

    override func viewWillAppear(_ animated: Bool) {
        step("viewWillAppear", from: [.hidden, .disappearing], to: .appearing)
        sawIsAppearing = false
    }

    override func viewIsAppearing(_ animated: Bool) {
        if phase != .appearing || sawIsAppearing { violations.append("viewIsAppearing in \(phase)") }
        sawIsAppearing = true
    }

    override func viewDidAppear(_ animated: Bool) {
        if !sawIsAppearing { violations.append("viewDidAppear without viewIsAppearing") }
        step("viewDidAppear", from: [.appearing], to: .shown)
    }

    override func viewWillDisappear(_ animated: Bool) { step("viewWillDisappear", from: [.shown, .appearing], to: .disappearing) }

    override func viewDidDisappear(_ animated: Bool) { step("viewDidDisappear", from: [.disappearing], to: .hidden) }
}

/// A small deterministic random generator (SplitMix64).
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// One random run of the model test: the root, the presented chain as
/// the test believes it to be, the delegates and the interactor in play.
@MainActor
final class ModelRun {
    static let styles: [UIModalPresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .currentContext, .overCurrentContext, .popover, .custom,
    ]
    static let windowSizes = [CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768), CGSize(width: 700, height: 900)]

    let host = TestHost()
    let root = ModelViewController()
    var random: SplitMix64
    var chain: [ModelViewController]
    /// Every controller that left the chain, to be released by the end.
    var gone: [WeakController] = []
    var interactor: UIPercentDrivenInteractiveTransition?
    var delegates: [ObjectIdentifier: MatrixDelegate] = [:]
    var failures: [String] = []
    /// What the run did, for the report of a failing sequence.
    var operations: [String] = []

    init(random: SplitMix64) {
        self.random = random
        host.window.rootViewController = root
        host.runUntilIdle()
        chain = [root]
    }

    /// One random operation.
    func step() {
        switch random.below(11) {
        case 0, 1: present()
        case 2: dismiss()
        case 3:
            let percent = CGFloat(random.below(101)) / 100
            if let interactor { operations.append("update(\(percent))"); interactor.update(percent) }
        case 4:
            if let interactor { operations.append("finish"); interactor.finish() }
        case 5:
            if let interactor { operations.append("cancel"); interactor.cancel() }
        case 6:
            if random.below(4) == 0 {
                let duration = random.below(2) == 0 ? 0 : 0.3
                operations.append("rotate(\(duration))")
                host.rotate(duration: duration)
            }
        case 7: if random.below(3) == 0 { resize() }
        case 8: swipeSheetDown()
        default:
            let frames = 1 + random.below(40)
            operations.append("advance(\(frames))")
            host.advance(frames: frames)
        }
    }

    private func present() {
        guard let top = chain.last, top.transitionCoordinator == nil else { return }
        let presented = ModelViewController()
        let style = Self.styles[random.below(Self.styles.count)]
        presented.modalPresentationStyle = style
        top.definesPresentationContext = random.below(2) == 0
        let interactive = random.below(3) == 0
        let delegate = MatrixDelegate(
            styleCase: StyleCase(style: style, removesPresenter: false, removingPresentationController: random.below(2) == 0),
            interactive: interactive)
        if style == .custom || interactive { presented.transitioningDelegate = delegate }
        delegates[ObjectIdentifier(presented)] = delegate
        interactor = interactive ? delegate.interactor : nil
        let animated = random.below(4) != 0
        operations.append("level \(chain.count - 1) (defines context: \(top.definesPresentationContext)) presents \(style.rawValue)"
            + "\(style == .custom ? (delegate.styleCase.removingPresentationController ? " removing" : " keeping") : "")"
            + " interactive: \(interactive) animated: \(animated)")
        top.present(presented, animated: animated)
        chain.append(presented)
    }

    /// A controller of the chain UIKit has dismisses what it presents;
    /// the top one's delegate drives the dismissal.
    private func dismiss() {
        let actual = Self.actualChain(from: root)
        guard actual.count > 1 else { return }
        let level = 1 + random.below(actual.count - 1)
        guard actual[level].transitionCoordinator == nil, actual.last?.transitionCoordinator == nil else { return }
        let delegate = delegates[ObjectIdentifier(actual.last!)]
        interactor = delegate?.interactive == true ? delegate?.interactor : nil
        let animated = random.below(4) != 0
        operations.append("level \(level - 1) dismisses (interactive: \(interactor != nil) animated: \(animated))")
        actual[level - 1].dismiss(animated: animated)
    }

    private func resize() {
        let size = Self.windowSizes[random.below(Self.windowSizes.count)]
        let duration = random.below(2) == 0 ? 0 : 0.3
        operations.append("resize(\(Int(size.width))x\(Int(size.height)), \(duration))")
        host.resizeWindow(to: size, duration: duration)
    }

    /// A finger drags the top sheet down — far and released (a dismissal),
    /// or a little (an aborted swipe).
    private func swipeSheetDown() {
        guard let top = Self.actualChain(from: root).last, top !== root, top.presentationController is UISheetPresentationController,
              let view = top.viewIfLoaded, view.window != nil else { return }
        let frame = view.convert(view.bounds, to: host.window)
        let start = CGPoint(x: frame.midX, y: frame.minY + 30)
        // A delegate's interaction controller drives the dismissal the swipe starts.
        let delegate = delegates[ObjectIdentifier(top)]
        interactor = delegate?.interactive == true ? delegate?.interactor : nil
        let distance = CGFloat(random.below(2) == 0 ? 40 : 600)
        let duration = 0.05 * Double(1 + random.below(8))
        operations.append("swipe the sheet down \(Int(distance)) in \(duration)")
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: duration)
    }

    /// Finishes every interaction, runs until idle, takes the chain UIKit
    /// has, and checks it and every controller that left it.
    func settle(sequence: Int, step: Int) {
        operations.append("settle")
        host.turn()
        interactor?.finish()
        interactor = nil
        // A later presentation may have taken the test's interactor while
        // an earlier transition still waits for its own.
        for controller in chain + Self.actualChain(from: root) where controller.transitionCoordinator?.isInteractive == true {
            delegates[ObjectIdentifier(controller)]?.interactor.finish()
        }
        host.runUntilIdle()
        let actual = Self.actualChain(from: root)
        let label = "\(sequence).\(step)"
        for controller in chain where !actual.contains(where: { $0 === controller }) {
            failures += Self.checkLeft(controller, label: label)
            gone.append(WeakController(controller: controller))
        }
        chain = actual
        for key in delegates.keys where !chain.contains(where: { ObjectIdentifier($0) == key }) { delegates[key] = nil }
        failures += Self.check(root: root, chain: chain, host: host, label: label)
    }

    /// Dismisses everything and checks that no controller that left is alive.
    func finish(sequence: Int) {
        for controller in chain.dropFirst() { gone.append(WeakController(controller: controller)) }
        root.dismiss(animated: false)
        chain = [root]
        delegates.removeAll()
        interactor = nil
        host.runUntilIdle()
        let alive = gone.filter { $0.controller != nil }.count
        if alive > 0 { failures.append("\(sequence): \(alive) controllers that left are still alive") }
    }

    /// The presented chain as UIKit has it now, from the root up.
    static func actualChain(from root: ModelViewController) -> [ModelViewController] {
        var chain = [root]
        for _ in 0..<100 {
            guard let next = chain.last?.presentedViewController as? ModelViewController else { break }
            chain.append(next)
        }
        return chain
    }

    /// A controller no longer presented: its callbacks balanced and grammatical, its view out of the window, unlinked.
    static func checkLeft(_ controller: ModelViewController, label: String) -> [String] {
        var failures = controller.violations.map { "\(label) left: \($0)" }
        if controller.phase != .hidden { failures.append("\(label) left while \(controller.phase)") }
        if controller.viewIfLoaded?.window != nil { failures.append("\(label) left but its view is in the window") }
        if controller.presentingViewController != nil { failures.append("\(label) left but is still presented") }
        return failures
    }

    static func check(root: ModelViewController, chain: [ModelViewController], host: TestHost, label: String) -> [String] {
        var failures: [String] = []
        for (level, controller) in chain.enumerated() {
            failures += controller.violations.map { "\(label) level \(level): \($0)" }
            if controller.phase == .appearing || controller.phase == .disappearing {
                failures.append("\(label) level \(level): unbalanced (\(controller.phase))")
            }
            let onScreen = controller.viewIfLoaded?.window != nil
            if onScreen != (controller.phase == .shown) {
                failures.append("\(label) level \(level): on screen \(onScreen) but \(controller.phase)")
            }
        }
        if chain.last?.viewIfLoaded?.window == nil { failures.append("\(label): the top controller is not in the window") }
        let containers = host.window.subviews.filter { $0 !== root.view }
        if containers.count != chain.count - 1 { failures.append("\(label): \(containers.count) containers for \(chain.count - 1) presentations") }
        return failures
    }
}

@MainActor
@Suite struct PresentationModelTests {
    /// Steps per run of the model test: `OPENUIKIT_MODEL_STEPS` (e.g.
    /// 1000000 for the long run `scripts/model-check` makes), else 4,800
    /// (200 sequences), which keeps `scripts/test` fast.
    static var steps: Int {
        ProcessInfo.processInfo.environment["OPENUIKIT_MODEL_STEPS"].flatMap(Int.init).map { max($0, 24) } ?? 4_800
    }

    /// Random sequences of presenting (every style, over contexts that
    /// define themselves or not), dismissing, interacting, swiping sheets
    /// down, rotating, resizing and waiting; after every step that
    /// settles, appearance is balanced, exactly the controllers that
    /// should be on screen are, the window holds the views of the
    /// presented chain, every controller that left the chain ended hidden
    /// and unlinked, and every one of them is released by the end.
    @Test func randomSequencesKeepAppearanceBalancedTheTreeRightAndNothingAlive() {
        let sequences = Self.steps / 24
        var failures: [String] = []
        for sequence in 0..<sequences {
            let run = ModelRun(random: SplitMix64(state: 2026 &+ UInt64(sequence)))
            for step in 0..<24 {
                run.step()
                if run.random.below(3) == 0 || step == 23 { run.settle(sequence: sequence, step: step) }
            }
            run.finish(sequence: sequence)
            if !run.failures.isEmpty {
                failures += run.failures + ["sequence \(sequence) did: " + run.operations.joined(separator: "; ")]
                break
            }
        }
        #expect(failures == [])
    }
}

/// A weak reference to a controller.
struct WeakController {
    weak var controller: UIViewController?
}
