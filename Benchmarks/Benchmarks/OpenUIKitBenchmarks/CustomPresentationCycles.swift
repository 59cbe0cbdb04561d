import OpenUIKitTesting

/// Section 9 (BENCHMARKS.md): an animated present + dismiss of a
/// controller with `modalPresentationStyle = .custom`, a custom
/// transitioning delegate, presentation controller and animator, run on
/// OpenUIKitTesting's `TestHost` at 60 Hz.
///
/// The host runs the same turns a window host runs, but registers nothing
/// for the `.render` phase, so no frame is ever rasterised (the compositor
/// is not called): "no renderer".
///
/// Each cycle: a new `Presented` controller (its own view, a background
/// colour) with the shared `Transitions` delegate; `root.present(_:animated:)`,
/// `host.runUntilIdle()`, `presented.dismiss(animated:)`,
/// `host.runUntilIdle()`. The presentation controller (`CardPresentation`)
/// puts the presented view in a card inset 40 pt from the top and adds a
/// dimming view whose alpha it animates alongside the transition; the
/// animator (`SlideAnimator`) slides the card up from below the container
/// in 0.35 s, and down again on dismissal, with `UIView.animate`. On a
/// device the cycle takes 0.7 s (two 0.35 s animations); here the host's
/// virtual clock covers those 0.7 s in 42 frame turns plus the turns that
/// start and finish each transition.
@MainActor
final class CustomPresentationCycles: TransitionCycleScene {
    /// One animation's length: 0.35 s each way, 0.7 s per cycle.
    static let duration: TimeInterval = 0.35
    /// The frame turns one cycle must take, 43: the two 0.35 s animations
    /// (21 frames each at 60 Hz) and one frame of start-up (measured on
    /// 2026-11-25). `check()` fails when a cycle takes any other number, so
    /// a transition that got shorter (or longer) cannot pass for a faster
    /// (or slower) library.
    static let turnsPerCycle = 43

    /// A card over a dimming view.
    final class CardPresentation: UIPresentationController {
        let dimming = UIView()

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: 40, width: bounds.width, height: bounds.height - 40)
        }

        override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.frame = containerView.bounds
            dimming.alpha = 0
            containerView.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 1 })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            if !completed { dimming.removeFromSuperview() }
        }

        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 0 })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimming.removeFromSuperview() }
        }
    }

    /// Slides the presented view up from below (or back down) with `UIView.animate`.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool

        init(presenting: Bool) {
            self.presenting = presenting
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            CustomPresentationCycles.duration
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
            if presenting {
                guard let presented = transitionContext.viewController(forKey: .to),
                    let view = transitionContext.view(forKey: .to)
                else { return transitionContext.completeTransition(false) }
                view.frame = transitionContext.finalFrame(for: presented)
                view.transform = offscreen
                container.addSubview(view)
                UIView.animate(withDuration: CustomPresentationCycles.duration, animations: { view.transform = .identity }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            } else {
                guard let view = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
                UIView.animate(withDuration: CustomPresentationCycles.duration, animations: { view.transform = offscreen }) { _ in
                    let completed = !transitionContext.transitionWasCancelled
                    if completed { view.removeFromSuperview() }
                    transitionContext.completeTransition(completed)
                }
            }
        }
    }

    /// The transitioning delegate every presented controller shares.
    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideAnimator(presenting: true)
        }

        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideAnimator(presenting: false)
        }

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            CardPresentation(presentedViewController: presented, presenting: presenting)
        }
    }

    /// The presented controller: a view with a background and a label-sized subview.
    final class Presented: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let bar = UIView(frame: CGRect(x: 16, y: 16, width: 200, height: 24))
            bar.backgroundColor = .systemBlue
            view.addSubview(bar)
        }
    }

    let host = TestHost()
    let root = UIViewController()
    let transitions = Transitions()
    private(set) var cycles = 0
    private(set) var completions = 0
    private(set) var turns = 0
    /// The last cycle's controller (watched only in the last cycle of a
    /// sample: a weak reference gives it a side table).
    private weak var watched: UIViewController?

    required init() {
        root.view.backgroundColor = .systemGray
        host.window.rootViewController = root
        host.runUntilIdle()
    }

    /// One present + dismiss cycle; `watch` keeps a weak reference to the
    /// presented controller.
    func cycle(watch: Bool = false) {
        cycles += 1
        turns += host.framesRun {
            let presented = Presented()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transitions
            if watch { watched = presented }
            root.present(presented, animated: true) { [self] in completions += 1 }
            host.runUntilIdle()
            presented.dismiss(animated: true) { [self] in completions += 1 }
            host.runUntilIdle()
        }
    }

    /// What must hold after a sample's cycles.
    func check() -> String? {
        var problems = host.cycleProblems(
            cycles: cycles, turns: turns, turnsPerCycle: Self.turnsPerCycle, watchedAlive: watched != nil)
        if completions != 2 * cycles { problems.append("\(completions) completions for \(cycles) cycles") }
        if root.presentedViewController != nil { problems.append("root still presents a controller") }
        if host.window.subviews.count != 1 { problems.append("window has \(host.window.subviews.count) subviews") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
