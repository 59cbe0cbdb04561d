import Foundation

/// A window changing size (a rotation, a resized window) as UIKit runs
/// it: controllers hear `willTransition(to:with:)` when the traits change,
/// then `viewWillTransition(to:with:)` — the root first (children through
/// `super`), then each presentation controller above it (passing it on to
/// its presented controller) — with a coordinator; then the window takes
/// its new size inside an animation of the transition's duration, so
/// layout changes and alongside animations animate together; alongside
/// completions run when the duration has passed (on host time, whatever
/// became of the animations — some may sit in a paused interactive
/// transition).
@MainActor
final class SizeTransition {
    /// The size transition running now in the current runtime.
    static var current: SizeTransition? {
        get { LiveTransitions.current.size }
        set { LiveTransitions.current.size = newValue }
    }

    let window: UIWindow
    let size: CGSize
    let duration: TimeInterval
    let targetTransform: CGAffineTransform
    var alongside: [AlongsideAnimation] = []
    private(set) var isRunning = true
    private(set) lazy var coordinator = SizeTransitionCoordinator(transition: self)

    private init(window: UIWindow, size: CGSize, duration: TimeInterval, targetTransform: CGAffineTransform) {
        self.window = window
        self.size = size
        self.duration = duration
        self.targetTransform = targetTransform
    }

    /// Whether `controller` is in the resizing window's controller tree.
    func involves(_ controller: UIViewController) -> Bool {
        controller.viewIfLoaded?.window === window
    }

    /// Resizes `window` to `size` as a coordinated transition; the
    /// window's top-left corner stays where it is.
    static func run(window: UIWindow, to size: CGSize, duration: TimeInterval, targetTransform: CGAffineTransform) {
        current?.finish()
        let transition = SizeTransition(window: window, size: size, duration: max(0, duration), targetTransform: targetTransform)
        current = transition
        transition.notifyControllers()
        UIView.animate(withDuration: transition.duration, delay: 0, options: [.curveEaseInOut], animations: {
            window.frame = CGRect(origin: window.frame.origin, size: size)
            for animation in transition.alongside.compactMap(\.animation) { animation(transition.coordinator) }
            window.layoutIfNeeded()
        })
        MediaTimeTimers.current.schedule(at: CACurrentMediaTime() + transition.duration) { transition.finish() }
    }

    private func notifyControllers() {
        guard let root = window.rootViewController else { return }
        let newTraits = UITraitCollection.forScreen(bounds: window.screen.bounds, scale: window.screen.scale, windowSize: size)
        if newTraits.horizontalSizeClass != window.traitCollection.horizontalSizeClass {
            for presented in PresenterResolution.presentedControllers(under: root) {
                PresentationReadaptation.readapt(presented, to: newTraits, coordinator: coordinator)
            }
        }
        let presentations = PresenterResolution.presentedControllers(under: root).compactMap { $0.presentationRecord?.layoutController }
        if newTraits != window.traitCollection {
            CallbackTrace.record("willTransition(to:with:)", on: root)
            root.willTransition(to: newTraits, with: coordinator)
            for controller in presentations {
                CallbackTrace.record("willTransition(to:with:)", on: controller)
                controller.willTransition(to: newTraits, with: coordinator)
            }
        }
        CallbackTrace.record("viewWillTransition", on: root)
        root.viewWillTransition(to: size, with: coordinator)
        for controller in presentations {
            CallbackTrace.record("viewWillTransition", on: controller)
            controller.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Adds an alongside animation (run at once, inside the size change's
    /// animation, while the controllers are being told).
    func add(_ entry: AlongsideAnimation) -> Bool {
        guard isRunning else { return false }
        alongside.append(entry)
        return true
    }

    private func finish() {
        guard isRunning else { return }
        isRunning = false
        if Self.current === self { Self.current = nil }
        for completion in alongside.compactMap(\.completion) { completion(coordinator) }
        alongside.removeAll()
    }
}
