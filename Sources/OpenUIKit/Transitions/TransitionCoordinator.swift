import Foundation

/// The coordinator of a view-controller transition (a presentation, a
/// dismissal, a navigation push or pop, …): what is known of the
/// transition, animations beside it, and interaction changes. Exists from
/// the call that asks for the transition until it ends (held weakly: once
/// the transition is gone, it reports defaults and queues nothing).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    weak var transitionStorage: ControllerTransition?
    private let detachedContainer = UIView()

    init(transition: ControllerTransition) {
        transitionStorage = transition
        super.init()
    }

    var isAnimated: Bool { transitionStorage?.animated ?? false }
    var presentationStyle: UIModalPresentationStyle { transitionStorage?.presentationStyle ?? .none }
    var initiallyInteractive: Bool { transitionStorage?.initiallyInteractive ?? false }
    var isInterruptible: Bool { transitionStorage?.interruptibleAnimator != nil }
    var isInteractive: Bool { transitionStorage?.isInteractive ?? false }
    var isCancelled: Bool { transitionStorage?.isCancelled ?? false }
    var transitionDuration: TimeInterval { transitionStorage?.duration ?? 0 }
    var percentComplete: CGFloat { transitionStorage?.percentComplete ?? 0 }
    var completionVelocity: CGFloat { transitionStorage?.interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { transitionStorage?.coordinatorCurve ?? .easeInOut }
    var containerView: UIView { transitionStorage?.containerView ?? detachedContainer }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transitionStorage?.context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        transitionStorage?.context.view(forKey: key)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transitionStorage?.addAlongside(AlongsideAnimation(view: nil, hasView: false, animation: animation, completion: completion)) ?? false
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transitionStorage?.addAlongside(AlongsideAnimation(view: view, hasView: view != nil, animation: animation, completion: completion))
            ?? false
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        transitionStorage?.interactionHandlers.append(handler)
    }
}
