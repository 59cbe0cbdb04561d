import Foundation

/// One push or pop of a navigation controller on screen, from the call
/// until `completeTransition(_:)`: it asks the delegate for an animator
/// and interaction controller (else the standard slide, and the pop
/// gesture's interaction), runs the appearance callbacks in UIKit's order
/// (ORACLE 32) and, at the end, moves the views and the children as the
/// stack now says — or, cancelled, puts everything back (ORACLE 23).
///
/// The stack itself changes when the push or pop is asked for; a
/// cancelled transition restores it.
@MainActor
final class NavigationTransition: ControllerTransition {
    unowned let navigation: UINavigationController
    let operation: UINavigationController.Operation
    /// The controller shown before (the old top).
    let from: UIViewController
    /// The controller shown after (the new top).
    let to: UIViewController
    /// The stack before the change (put back when cancelled).
    let previousStack: [UIViewController]
    /// Whether `from` leaves the navigation controller when the transition finishes.
    let removesFrom: Bool

    init(
        _ operation: UINavigationController.Operation, in navigation: UINavigationController, from: UIViewController,
        to: UIViewController, previousStack: [UIViewController], removesFrom: Bool, animated: Bool
    ) {
        self.navigation = navigation
        self.operation = operation
        self.from = from
        self.to = to
        self.previousStack = previousStack
        self.removesFrom = removesFrom
        super.init(animated: animated)
    }

    // MARK: What the context reports

    override var containerView: UIView { navigation.transitionView }

    override var subjectDescription: String {
        "\(operation == .pop ? "popping" : "pushing") \(operation == .pop ? from : to)"
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.viewIfLoaded
        case .to: return to.viewIfLoaded
        default: return nil
        }
    }

    /// The old top starts where it is; the new top has no start (the
    /// animator places it).
    override func initialFrame(for controller: UIViewController) -> CGRect {
        controller === from ? frameInContainer(from.viewIfLoaded) : .zero
    }

    /// The new top ends filling the container; the old top has no end (it leaves).
    override func finalFrame(for controller: UIViewController) -> CGRect {
        controller === to ? navigation.transitionView.bounds : .zero
    }

    // MARK: Running

    /// Starts at once: animator and interaction controller, the new top's
    /// view, appearance, the delegate's `willShow`, the new view in the
    /// container laid out at its final frame, then the animator or the
    /// interaction controller.
    func start() {
        let delegate = navigation.delegate
        var delegateAnimator: (any UIViewControllerAnimatedTransitioning)?
        if animated {
            CallbackTrace.record("navigationController(_:animationControllerFor:from:to:)", on: delegate)
            delegateAnimator = delegate?.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
        }
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let delegateAnimator {
            CallbackTrace.record("navigationController(_:interactionControllerFor:)", on: delegate)
            interactor = delegate?.navigationController(navigation, interactionControllerFor: delegateAnimator)
        } else if animated, operation == .pop {
            interactor = navigation.gestureInteractor
        }
        navigation.gestureInteractor = nil
        state = .starting(Setup(animator: delegateAnimator ?? NavigationSlideAnimator(operation: operation), interactor: interactor))
        to.loadViewIfNeeded()
        from.beginAppearance(false, animated: animated, trigger: .transition)
        to.beginAppearance(true, animated: animated, trigger: .transition)
        CallbackTrace.record("navigationController(_:willShow:animated:)", on: delegate)
        delegate?.navigationController(navigation, willShow: to, animated: animated)
        navigation.navigationTransitionWillBegin(self)
        let toView = to.view!
        let container = navigation.transitionView
        if operation == .pop, let fromView = from.viewIfLoaded, fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        toView.frame = container.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        toView.layoutIfNeeded()
        run()
    }

    override func transitionDidComplete(_ didComplete: Bool) {
        if didComplete { finish() } else { cancel() }
    }

    /// Finished: the old top's view leaves, `viewDidDisappear`, the new
    /// top's `viewDidAppear`, the children change (`didMove(toParent:)`),
    /// the delegate's `didShow`.
    private func finish() {
        from.viewIfLoaded?.removeFromSuperview()
        to.viewIfLoaded?.frame = navigation.transitionView.bounds
        from.endAppearance(trigger: .transition)
        to.endAppearance(trigger: .transition)
        if removesFrom { from.removeFromParent() }
        if operation == .push || !previousStack.contains(where: { $0 === to }) {
            CallbackTrace.record("didMove(toParent:)", on: to)
            to.didMove(toParent: navigation)
            to.isMovingToParentStorage = false
        }
        end(cancelled: false)
        navigation.navigationTransitionDidEnd(self, finished: true)
        let delegate = navigation.delegate
        CallbackTrace.record("navigationController(_:didShow:animated:)", on: delegate)
        delegate?.navigationController(navigation, didShow: to, animated: animated)
    }

    /// Cancelled (ORACLE 23): the controller that was appearing goes
    /// first — `viewWillDisappear`, its view leaves, `viewDidDisappear` —
    /// then the old top `viewWillAppear`, `viewDidAppear`; the stack is
    /// as before.
    private func cancel() {
        to.beginAppearance(false, animated: animated, trigger: .transition)
        to.viewIfLoaded?.removeFromSuperview()
        to.endAppearance(trigger: .transition)
        from.beginAppearance(true, animated: animated, trigger: .transition)
        if let fromView = from.viewIfLoaded {
            fromView.frame = navigation.transitionView.bounds
            if fromView.superview !== navigation.transitionView { navigation.transitionView.addSubview(fromView) }
        }
        from.endAppearance(trigger: .transition)
        from.isMovingFromParentStorage = false
        navigation.restoreStack(previousStack)
        end(cancelled: true)
        navigation.navigationTransitionDidEnd(self, finished: false)
    }

    override func end(cancelled: Bool) {
        super.end(cancelled: cancelled)
        if navigation.navigationTransition === self { navigation.navigationTransition = nil }
    }
}
