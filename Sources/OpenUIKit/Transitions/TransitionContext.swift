import Foundation

/// The transitioning context UIKit hands animators and interaction
/// controllers: the container, the controllers and views named `from`
/// and `to`, their frames, and the calls that report progress. Valid for
/// one transition; do not keep it. What it names comes from its
/// ``ControllerTransition`` (a presentation, a navigation push, …).
///
/// The context holds its transition weakly: once the transition is gone
/// (it ended, or a host started afresh) calls change nothing, and
/// `transitionWasCancelled` keeps the outcome the transition ended with.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    weak var transitionStorage: ControllerTransition?
    private let detachedContainer = UIView()
    /// Whether the transition ended cancelled (read once it is gone).
    var endedCancelled = false

    init(transition: ControllerTransition) {
        transitionStorage = transition
        super.init()
    }

    var containerView: UIView { transitionStorage?.containerView ?? detachedContainer }
    var isAnimated: Bool { transitionStorage?.animated ?? false }
    var isInteractive: Bool { transitionStorage?.isInteractive ?? false }
    var transitionWasCancelled: Bool { transitionStorage?.isCancelled ?? endedCancelled }
    var presentationStyle: UIModalPresentationStyle { transitionStorage?.presentationStyle ?? .none }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        transitionStorage?.update(percentComplete)
    }

    func finishInteractiveTransition() {
        transitionStorage?.setMode(.finishing)
    }

    func cancelInteractiveTransition() {
        transitionStorage?.setMode(.cancelling)
    }

    func pauseInteractiveTransition() {
        transitionStorage?.setMode(.interactive)
    }

    func completeTransition(_ didComplete: Bool) {
        guard let transition = transitionStorage else {
            UIKitDiagnostics.report("completeTransition: called on a transition that already completed; ignored.")
            return
        }
        CallbackTrace.record("completeTransition", on: self)
        transition.complete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transitionStorage?.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        transitionStorage?.view(forKey: key)
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        transitionStorage?.initialFrame(for: vc) ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        transitionStorage?.finalFrame(for: vc) ?? .zero
    }
}

extension ControllerTransition {
    /// `view`'s frame in the container's coordinates (its own frame when
    /// it has no superview; `.zero` for no view).
    func frameInContainer(_ view: UIView?) -> CGRect {
        guard let view else { return .zero }
        guard let superview = view.superview else { return view.frame }
        return superview.convert(view.frame, to: containerView)
    }
}
