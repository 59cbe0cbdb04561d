import Foundation

extension UINavigationController {
    /// Starts a push or pop on screen: the delegate's animator and
    /// interaction controller (asked for animated transitions only), else
    /// the standard slide and — for a pop the edge swipe started — its
    /// interaction.
    func startTransition(
        _ operation: Operation, from: UIViewController, to: UIViewController, previousStack: [UIViewController],
        removesFrom: Bool, animated: Bool
    ) {
        var delegateAnimator: (any UIViewControllerAnimatedTransitioning)?
        // A pop the edge swipe started: the gesture asked the delegate
        // already (it begins only when the delegate has no animator).
        if animated, gestureInteractor == nil || operation != .pop {
            CallbackTrace.record("navigationController(_:animationControllerFor:from:to:)", on: delegate)
            delegateAnimator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        }
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let delegateAnimator {
            CallbackTrace.record("navigationController(_:interactionControllerFor:)", on: delegate)
            interactor = delegate?.navigationController(self, interactionControllerFor: delegateAnimator)
        } else if animated, operation == .pop {
            interactor = gestureInteractor
        }
        gestureInteractor = nil
        let transition = ContainerTransition(operation == .pop ? .pop : .push, in: self, from: from, to: to, animated: animated)
        navigationTransition = transition
        navigationChange = (previousStack, removesFrom)
        transition.start(animator: delegateAnimator ?? NavigationSlideAnimator(operation: operation, dimmingView: slideDimmingView), interactor: interactor)
    }
}

extension UINavigationController: ContainerTransitionHost {
    /// The delegate's `willShow`, then the bars follow the new top.
    func containerTransitionWillShow(_ transition: ContainerTransition) {
        CallbackTrace.record("navigationController(_:willShow:animated:)", on: delegate)
        delegate?.navigationController(self, willShow: transition.to, animated: transition.animated)
        navigationTransitionWillBegin(transition)
    }

    /// The old top leaves if it was popped (`didMove(toParent: nil)`), a
    /// new top has joined (`didMove(toParent:)`), then the delegate's `didShow`.
    func containerTransitionDidFinish(_ transition: ContainerTransition) {
        let change = navigationChange
        navigationChange = nil
        if change?.removesFrom == true { transition.from.removeFromParent() }
        if !(change?.previousStack.containsIdentical(transition.to) ?? true) {
            CallbackTrace.record("didMove(toParent:)", on: transition.to)
            transition.to.didMove(toParent: self)
            transition.to.isMovingToParentStorage = false
        }
        navigationTransitionDidEnd(transition, finished: true)
        CallbackTrace.record("navigationController(_:didShow:animated:)", on: delegate)
        delegate?.navigationController(self, didShow: transition.to, animated: transition.animated)
    }

    /// The stack is as before the push or pop.
    func containerTransitionDidCancel(_ transition: ContainerTransition) {
        transition.from.isMovingFromParentStorage = false
        if let change = navigationChange { restoreStack(change.previousStack) }
        navigationChange = nil
        navigationTransitionDidEnd(transition, finished: false)
    }

    func containerTransitionDidEnd(_ transition: ContainerTransition) {
        if navigationTransition === transition { navigationTransition = nil }
    }
}
