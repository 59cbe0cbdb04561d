import Foundation

extension UIViewController {
    // MARK: present

    /// `present(_:animated:completion:)`: checks the request, finds the
    /// real presenter, links the two controllers now and starts the
    /// transition in the next run-loop turn.
    func defaultPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presentationIsAllowed(presented) else { return }
        if let transition = transitionInProgress {
            let what = transition.kind == .presentation ? "presentation" : "dismissal"
            UIKitDiagnostics.report("Attempt to present \(presented) on \(self) (from \(self)) while a \(what) is in progress.")
            return
        }
        guard let window = viewIfLoaded?.window else {
            UIKitDiagnostics.report(
                "Attempt to present \(presented) on \(self) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        let style = presented.resolvedPresentationStyle
        let presenter = PresenterResolution.presenter(for: self, style: style, presented: presented, in: window)
        if let current = presenter.presentedStorage {
            UIKitDiagnostics.report(
                "Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        if presenter.transitionInProgress != nil {
            UIKitDiagnostics.report(
                "Attempt to present \(presented) on \(presenter) (from \(self)) while a presentation is in progress.")
            return
        }
        PresentationLinks.link(presented, to: presenter)
        let transition = ModalTransition(
            presentationOf: presented, by: presenter, source: self, animated: animated, completion: completion)
        ModalTransition.schedule(transition)
    }

    /// UIKit's exceptions for controllers that cannot be presented.
    private func presentationIsAllowed(_ presented: UIViewController) -> Bool {
        let reason: String
        if presented === self {
            reason = "Application tried to present modally an active controller \(presented)."
        } else if let current = presented.presentingStorage {
            reason = "Application tried to present modally a view controller \(presented) that is already being presented by \(current)."
        } else if let parent = presented.parentStorage {
            reason = "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent)."
        } else if presented.modalPresentationStyle == .none {
            reason = "UIModalPresentationNone is only valid as an adaptive presentation style; it cannot present \(presented)."
        } else {
            return true
        }
        UIKitDiagnostics.raise("NSInvalidArgumentException", reason: reason)
        return false
    }

    /// The style a presentation of this controller uses: `.automatic` is `.pageSheet`.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    // MARK: dismiss

    /// `dismiss(animated:completion:)`: dismisses what this controller (or
    /// its nearest ancestor) presented, else the presentation this
    /// controller belongs to; starts in the next run-loop turn. With
    /// nothing to dismiss, only `completion` runs (in the next turn), as in UIKit.
    func defaultDismiss(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if let presented = presentedViewController, let owner = presented.presentingStorage {
            presenter = owner
        } else if let owner = presentingViewController {
            presenter = owner
        } else {
            if let completion { UIKitRuntime.current.deferToNextTurn { completion() } }
            return
        }
        guard let presented = presenter.presentedStorage else { return }
        let stack = PresenterResolution.presentedStack(from: presented)
        if stack.contains(where: { $0.transitionInProgress != nil }) || presenter.transitionInProgress != nil {
            UIKitDiagnostics.report(
                "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
            return
        }
        let transition = ModalTransition(dismissalOf: stack, by: presenter, animated: animated, completion: completion)
        ModalTransition.schedule(transition)
    }

    // MARK: The presentation controller

    /// The presentation controller now: the presentation's while presented,
    /// else one made (and kept) for the current style.
    func currentPresentationController() -> UIPresentationController? {
        if presentationRecord != nil, let controller = presentationControllerStorage { return controller }
        if let controller = presentationControllerStorage, controller.madeFor(self) { return controller }
        let controller = makePresentationController(presenting: nil, source: self)
        PresentationLinks.keep(controller, for: self)
        return controller
    }

    /// A presentation controller for the current style; for `.custom`, the
    /// transitioning delegate's (the base class when it vends none).
    func makePresentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        let style = resolvedPresentationStyle
        guard style == .custom else { return BuiltInPresentation.controller(for: style, presented: self, presenting: presenting) }
        CallbackTrace.record("presentationController(forPresented:presenting:source:)", on: transitioningDelegate)
        return transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source)
            ?? UIPresentationController(presentedViewController: self, presenting: presenting)
    }

    /// The coordinator of the transition this controller or an ancestor takes part in.
    func activeCoordinator() -> (any UIViewControllerTransitionCoordinator)? {
        if let transition = transitionInProgress, transition.isUnderway { return transition.coordinator }
        if let coordinator = containerTransitionCoordinator { return coordinator }
        if let size = SizeTransition.current, size.involves(self) { return size.coordinator }
        return parentStorage?.activeCoordinator()
    }
}

extension UIPresentationController {
    /// Whether this controller was made for `controller`'s current style.
    func madeFor(_ controller: UIViewController) -> Bool {
        let style = controller.resolvedPresentationStyle
        switch self {
        case is FullScreenPresentationController, is CurrentContextPresentationController, is UISheetPresentationController,
            is UIPopoverPresentationController:
            return style == presentationStyle
        default:
            return style == .custom
        }
    }
}

extension UIViewController {
    /// The presentation or dismissal this controller takes part in.
    var transitionInProgress: ModalTransition? {
        get { transitionInProgressStorage.map { unsafeDowncast($0, to: ModalTransition.self) } }
        set { transitionInProgressStorage = newValue }
    }
}
