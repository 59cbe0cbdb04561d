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

@MainActor
@Suite struct PresentationModelTests {
    static let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .overCurrentContext, .custom]

    /// Random sequences of presenting, dismissing, interacting, rotating
    /// and waiting; after every step that settles, appearance is balanced,
    /// exactly the controllers that should be on screen are, the window
    /// holds the views of the presented chain, and dismissed controllers
    /// are gone.
    @Test func randomSequencesKeepAppearanceBalancedTheTreeRightAndNothingAlive() {
        var random = SplitMix64(state: 2026)
        var failures: [String] = []
        for sequence in 0..<200 {
            let host = TestHost()
            let root = ModelViewController()
            host.window.rootViewController = root
            host.runUntilIdle()
            var chain: [ModelViewController] = [root]
            var gone: [WeakController] = []
            var interactor: UIPercentDrivenInteractiveTransition?
            var delegates: [ObjectIdentifier: MatrixDelegate] = [:]
            for step in 0..<24 {
                let action = random.below(8)
                switch action {
                case 0, 1:
                    guard let top = chain.last, top.transitionCoordinator == nil else { break }
                    let presented = ModelViewController()
                    let style = Self.styles[random.below(Self.styles.count)]
                    presented.modalPresentationStyle = style
                    let interactive = random.below(3) == 0
                    let delegate = MatrixDelegate(
                        styleCase: StyleCase(style: style, removesPresenter: false, removingPresentationController: random.below(2) == 0),
                        interactive: interactive)
                    if style == .custom || interactive { presented.transitioningDelegate = delegate }
                    delegates[ObjectIdentifier(presented)] = delegate
                    interactor = interactive ? delegate.interactor : nil
                    top.present(presented, animated: random.below(4) != 0)
                    chain.append(presented)
                case 2:
                    guard chain.count > 1 else { break }
                    let level = 1 + random.below(chain.count - 1)
                    let target = chain[level]
                    guard target.transitionCoordinator == nil, chain.last?.transitionCoordinator == nil else { break }
                    let delegate = delegates[ObjectIdentifier(chain.last!)]
                    interactor = delegate?.interactive == true ? delegate?.interactor : nil
                    chain[level - 1].dismiss(animated: random.below(4) != 0)
                case 3:
                    interactor?.update(CGFloat(random.below(101)) / 100)
                case 4:
                    interactor?.finish()
                case 5:
                    interactor?.cancel()
                case 6:
                    if random.below(4) == 0 { host.rotate(duration: random.below(2) == 0 ? 0 : 0.3) }
                default:
                    host.advance(frames: 1 + random.below(40))
                }
                // Settle: finish interactions so every transition can end.
                if random.below(3) == 0 || step == 23 {
                    host.turn()
                    interactor?.finish()
                    interactor = nil
                    host.runUntilIdle()
                    chain = Self.actualChain(from: root)
                    for controller in delegates.keys where !chain.contains(where: { ObjectIdentifier($0) == controller }) {
                        delegates[controller] = nil
                    }
                    failures += Self.check(root: root, chain: chain, host: host, sequence: sequence, step: step)
                }
            }
            for controller in chain.dropFirst() { gone.append(WeakController(controller: controller)) }
            chain[0].dismiss(animated: false)
            chain = [root]
            delegates.removeAll()
            interactor = nil
            host.runUntilIdle()
            if gone.contains(where: { $0.controller != nil }) { failures.append("\(sequence): a dismissed controller is still alive") }
            if failures.count > 5 { break }
        }
        #expect(failures == [])
    }

    /// The presented chain as UIKit has it now, from the root up.
    static func actualChain(from root: ModelViewController) -> [ModelViewController] {
        var chain = [root]
        while let next = chain.last?.presentedViewController as? ModelViewController { chain.append(next) }
        return chain
    }

    static func check(root: ModelViewController, chain: [ModelViewController], host: TestHost, sequence: Int, step: Int) -> [String] {
        var failures: [String] = []
        let label = "\(sequence).\(step)"
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

/// A weak reference to a controller.
struct WeakController {
    weak var controller: UIViewController?
}
