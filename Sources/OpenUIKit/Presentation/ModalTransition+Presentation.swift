import Foundation

extension ModalTransition {
    /// The start of a presentation, in UIKit's order: the presentation
    /// controller (the delegate's for `.custom`), the animator and
    /// interaction controller, adaptation, the container, the presented
    /// view's loading, appearance (presenter `viewWillDisappear` when its
    /// views will leave, presented `viewWillAppear`),
    /// `presentationTransitionWillBegin`, `presentedView`, the duration,
    /// then the animator or the interaction controller.
    func startPresentation() {
        let controller = presented.presentationControllerStorage.flatMap { $0.madeFor(presented) ? $0 : nil }
            ?? presented.makePresentationController(presenting: presenter, source: source ?? presenter)
        PresentationLinks.attach(controller, to: presented, presentedBy: presenter)
        let delegate = presented.transitioningDelegate
        CallbackTrace.record("animationController(forPresented:presenting:source:)", on: delegate)
        let delegateAnimator = delegate?.animationController(forPresented: presented, presenting: presenter, source: source ?? presenter)
        let delegateInteractor = delegateAnimator.flatMap { animator in
            CallbackTrace.record("interactionControllerForPresentation", on: delegate)
            return delegate?.interactionControllerForPresentation(using: animator)
        }
        let (style, layout) = adapt(controller)
        if let popover = layout as? UIPopoverPresentationController, !popover.preparedWithSource() {
            UIKitDiagnostics.raise("NSGenericException", reason: popover.missingSourceReason)
            refusePresentation()
            return
        }
        let record = PresentationRecord(
            presenter: presenter, source: source, layoutController: layout, style: style, transitionStyle: transitionStyle())
        PresentationLinks.record(record, for: presented)
        state = .starting(makeSetup(
            record: record, delegateAnimator: delegateAnimator, delegateInteractor: delegateInteractor,
            movesPresenterView: layout.shouldRemovePresentersView))
        installContainer()
        presented.loadViewIfNeeded()
        if movesPresenterView { presenter.beginAppearance(false, animated: animated, trigger: .transition) }
        presented.isBeingPresentedStorage = true
        presented.beginAppearance(true, animated: animated, trigger: .transition)
        presented.isBeingPresentedStorage = false
        CallbackTrace.record("presentationTransitionWillBegin", on: layout)
        layout.presentationTransitionWillBegin()
        _ = layout.presentedView
        run()
    }

    /// The style in effect after adaptation, and the presentation
    /// controller that lays it out (a built-in one for an adapted style).
    /// When the style adapts, the delegate may name a controller to
    /// present instead. Tells the delegate `willPresentWithAdaptiveStyle`
    /// (`.none` when nothing adapts).
    private func adapt(_ controller: UIPresentationController) -> (UIModalPresentationStyle, UIPresentationController) {
        let style = presented.resolvedPresentationStyle
        let traits = presenter.viewIfLoaded?.window?.traitCollection ?? controller.traitCollection
        let adapted = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits)
            ?? controller.adaptivePresentationStyle(for: traits)
        guard adapted != .none, adapted != style else {
            controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: .none, transitionCoordinator: coordinator)
            return (style, controller)
        }
        if let replacement = controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: adapted),
            replacement !== presented {
            replacePresented(with: replacement)
        }
        let surrogate = BuiltInPresentation.controller(for: adapted, presented: presented, presenting: presenter)
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: coordinator)
        return (adapted, surrogate)
    }

    /// Ends a presentation refused before it began: the controllers are no
    /// longer linked; no callback, no completion.
    private func refusePresentation() {
        PresentationLinks.unlink([presented], from: presenter)
        end(cancelled: true)
    }

    /// Presents `replacement` instead of the requested controller (the
    /// adaptive delegate's choice; typically a container holding it).
    private func replacePresented(with replacement: UIViewController) {
        PresentationLinks.replace(presented, with: replacement, presentedBy: presenter, in: self)
        presented = replacement
        bottom = replacement
    }

    /// The presented controller's transition style, or the context's when
    /// it provides one.
    private func transitionStyle() -> UIModalTransitionStyle {
        if PresenterResolution.usesCurrentContext(presented.resolvedPresentationStyle, presented: presented),
            presenter.providesPresentationContextTransitionStyle {
            return presenter.modalTransitionStyle
        }
        return presented.modalTransitionStyle
    }

    /// Puts a container above everything in the window (or over the
    /// context controller's view for a current-context presentation), laid
    /// out at once so its safe area is known to the presentation controller.
    private func installContainer() {
        guard let window = presenter.viewIfLoaded?.window else { return }
        let container = TransitionContainerView()
        if layoutController.shouldPresentInFullscreen {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            container.frame = presenter.view.convert(presenter.view.bounds, to: window)
        }
        container.presentationController = layoutController
        container.isTransitioning = true
        layoutController.containerStorage = container
        window.addSubview(container)
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    /// The presentation finished: `presentationTransitionDidEnd(true)`,
    /// presented `viewDidAppear`, the presenter's view leaves (presenter
    /// `viewDidDisappear`), then the `present` completion.
    func finishPresentation() {
        CallbackTrace.record("presentationTransitionDidEnd", on: layoutController)
        layoutController.presentationTransitionDidEnd(true)
        presented.isBeingPresentedStorage = true
        presented.endAppearance(trigger: .transition)
        presented.isBeingPresentedStorage = false
        if movesPresenterView {
            if let view = presenter.viewIfLoaded, let superview = view.superview,
                let index = superview.subviews.firstIndex(where: { $0 === view }) {
                record?.removedPresenterView = (view, superview, index)
                view.removeFromSuperview()
            }
            presenter.endAppearance(trigger: .transition)
        }
        end(cancelled: false)
        completion?()
    }

    /// The presentation was cancelled: `presentationTransitionDidEnd(false)`,
    /// presented `viewWillDisappear`/`viewDidDisappear`, presenter
    /// `viewWillAppear`/`viewDidAppear`; the container goes and the
    /// controllers are no longer linked. The `present` completion is not called.
    func cancelPresentation() {
        CallbackTrace.record("presentationTransitionDidEnd", on: layoutController)
        layoutController.presentationTransitionDidEnd(false)
        presented.isBeingPresentedStorage = true
        presented.beginAppearance(false, animated: animated, trigger: .transition)
        presented.endAppearance(trigger: .transition)
        presented.isBeingPresentedStorage = false
        if movesPresenterView {
            presenter.beginAppearance(true, animated: animated, trigger: .transition)
            presenter.endAppearance(trigger: .transition)
        }
        layoutController.containerStorage?.removeFromSuperview()
        layoutController.containerStorage = nil
        PresentationLinks.unlink([presented], from: presenter)
        end(cancelled: true)
    }
}
