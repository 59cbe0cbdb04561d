import Foundation

/// The coordinator of a window size change: animations beside it and
/// what is known of it. Not interactive, never cancelled; no controllers
/// or views are named `from` and `to`.
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    weak var transitionStorage: SizeTransition?
    private let detachedContainer = UIView()

    init(transition: SizeTransition) {
        transitionStorage = transition
        super.init()
    }

    var isAnimated: Bool { (transitionStorage?.duration ?? 0) > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { transitionStorage?.duration ?? 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { transitionStorage?.window ?? detachedContainer }
    var targetTransform: CGAffineTransform { transitionStorage?.targetTransform ?? .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transitionStorage?.add(AlongsideAnimation(view: nil, hasView: false, animation: animation, completion: completion)) ?? false
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transitionStorage?.add(AlongsideAnimation(view: view, hasView: view != nil, animation: animation, completion: completion)) ?? false
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
