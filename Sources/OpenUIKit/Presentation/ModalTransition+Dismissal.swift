import Foundation

extension ModalTransition {
    /// The start of a dismissal: the animator and interaction controller,
    /// the controllers between the presenter and the top one vanish (their
    /// `viewWillDisappear`/`viewDidDisappear` when their views are in the
    /// window), top `viewWillDisappear`, presenter `viewWillAppear` and its
    /// view back in its place (when the presentation had removed it),
    /// `dismissalTransitionWillBegin`, `presentedView`, the duration, then
    /// the animator or the interaction controller.
    func startDismissal() {
        guard let topRecord = presented.presentationRecord, let bottomRecord = bottom.presentationRecord else {
            end(cancelled: true)
            return
        }
        let delegate = presented.transitioningDelegate
        CallbackTrace.record("animationController(forDismissed:)", on: delegate)
        let delegateAnimator = delegate?.animationController(forDismissed: presented)
        let delegateInteractor = delegateAnimator.flatMap { animator in
            CallbackTrace.record("interactionControllerForDismissal", on: delegate)
            return delegate?.interactionControllerForDismissal(using: animator)
        }
        state = .starting(makeSetup(
            record: topRecord, delegateAnimator: delegateAnimator, delegateInteractor: delegateInteractor,
            movesPresenterView: bottomRecord.removedPresenterView != nil))
        (layoutController.containerStorage as? TransitionContainerView)?.isTransitioning = true
        presented.isBeingDismissedStorage = true
        presented.beginAppearance(false, animated: animated, trigger: .transition)
        presented.isBeingDismissedStorage = false
        removeControllersBetween()
        if movesPresenterView {
            presenter.beginAppearance(true, animated: animated, trigger: .transition)
            if let removed = bottomRecord.removedPresenterView {
                removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
            }
        }
        CallbackTrace.record("dismissalTransitionWillBegin", on: layoutController)
        layoutController.dismissalTransitionWillBegin()
        _ = layoutController.presentedView
        run()
    }

    /// The controllers between the presenter and the top one leave without
    /// animation (top-down): their containers hide (they go when the
    /// dismissal finishes, and come back if it is cancelled).
    private func removeControllersBetween() {
        hiddenBetween = []
        for controller in between.reversed() {
            if controller.viewIfLoaded?.window != nil && controller.appearance.isVisibleOrAppearing {
                controller.beginAppearance(false, animated: false, trigger: .transition)
                controller.endAppearance(trigger: .transition)
                hiddenBetween.append(controller)
            }
            controller.presentationRecord?.layoutController.containerStorage?.isHidden = true
        }
    }

    /// A cancelled dismissal brings the controllers between back (bottom-up).
    private func restoreControllersBetween() {
        for controller in between {
            controller.presentationRecord?.layoutController.containerStorage?.isHidden = false
            guard hiddenBetween.containsIdentical(controller) else { continue }
            controller.beginAppearance(true, animated: false, trigger: .transition)
            controller.endAppearance(trigger: .transition)
        }
        hiddenBetween = []
    }

    /// The dismissal finished: `dismissalTransitionDidEnd(true)`, top
    /// `viewDidDisappear`, presenter `viewDidAppear`; the containers go,
    /// the presenter's view is back where it was, the controllers are no
    /// longer linked; then the `dismiss` completion.
    func finishDismissal() {
        CallbackTrace.record("dismissalTransitionDidEnd", on: layoutController)
        layoutController.dismissalTransitionDidEnd(true)
        presented.isBeingDismissedStorage = true
        presented.endAppearance(trigger: .transition)
        presented.isBeingDismissedStorage = false
        if movesPresenterView {
            if let removed = bottom.presentationRecord?.removedPresenterView, removed.view.superview !== removed.superview {
                removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
            }
            presenter.endAppearance(trigger: .transition)
        }
        for controller in between + [presented] {
            controller.presentationRecord?.layoutController.containerStorage?.removeFromSuperview()
            controller.presentationRecord?.layoutController.containerStorage = nil
        }
        PresentationLinks.unlink(between + [presented], from: presenter)
        end(cancelled: false)
        completion?()
    }

    /// The dismissal was cancelled: `dismissalTransitionDidEnd(false)`,
    /// then (ORACLE 23) the controller that was appearing goes first:
    /// presenter `viewWillDisappear`/`viewDidDisappear` (its view leaves
    /// again), then the top one `viewWillAppear`/`viewDidAppear`; the
    /// controllers between come back; the presentation stays. The
    /// `dismiss` completion is not called.
    func cancelDismissal() {
        CallbackTrace.record("dismissalTransitionDidEnd", on: layoutController)
        layoutController.dismissalTransitionDidEnd(false)
        if movesPresenterView {
            presenter.beginAppearance(false, animated: animated, trigger: .transition)
            presenter.viewIfLoaded?.removeFromSuperview()
            presenter.endAppearance(trigger: .transition)
        }
        presented.isBeingDismissedStorage = true
        presented.beginAppearance(true, animated: animated, trigger: .transition)
        presented.endAppearance(trigger: .transition)
        presented.isBeingDismissedStorage = false
        restoreControllersBetween()
        (layoutController.containerStorage as? TransitionContainerView)?.isTransitioning = false
        end(cancelled: true)
    }
}
