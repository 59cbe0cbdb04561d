import Foundation

/// The transitioning context UIKit hands animators and interaction
/// controllers: the container, the controllers and views named `from`
/// and `to`, their frames, and the calls that report progress. Valid for
/// one transition; do not keep it.
///
/// Frames: a presentation's presented controller starts at `.zero` and
/// ends at the presentation controller's `frameOfPresentedViewInContainerView`;
/// a dismissal's presented controller starts where its view is and ends
/// at `.zero`. The presenter's view is where it is (in container
/// coordinates) at both ends, except that a presentation that removes it
/// ends it at `.zero`.
///
/// The context holds its transition weakly: once the transition is gone
/// (it ended, or a host started afresh) calls change nothing, and
/// `transitionWasCancelled` keeps the outcome the transition ended with.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    weak var transitionStorage: ModalTransition?
    private let detachedContainer = UIView()
    /// Whether the transition ended cancelled (read once it is gone).
    var endedCancelled = false

    init(transition: ModalTransition) {
        transitionStorage = transition
        super.init()
    }

    var containerView: UIView { transitionStorage?.containerView ?? detachedContainer }
    var isAnimated: Bool { transitionStorage?.animated ?? false }
    var isInteractive: Bool { transitionStorage?.isInteractive ?? false }
    var transitionWasCancelled: Bool { transitionStorage?.isCancelled ?? endedCancelled }
    var presentationStyle: UIModalPresentationStyle {
        guard let transition = transitionStorage else { return .none }
        return transition.record?.style ?? transition.presented.resolvedPresentationStyle
    }
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
        guard let transition = transitionStorage else { return nil }
        let presenting = transition.kind == .presentation
        switch key {
        case .from: return presenting ? transition.presenter : transition.presented
        case .to: return presenting ? transition.presented : transition.presenter
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        guard let transition = transitionStorage else { return nil }
        let presenting = transition.kind == .presentation
        let presentedView = transition.layoutController.presentedView
        let presenterView = transition.movesPresenterView ? transition.presenter.viewIfLoaded : nil
        switch key {
        case .from: return presenting ? presenterView : presentedView
        case .to: return presenting ? presentedView : presenterView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        guard let transition = transitionStorage else { return .zero }
        if vc === transition.presented {
            return transition.kind == .presentation ? .zero : frameInContainer(transition.layoutController.presentedView)
        }
        if vc === transition.presenter { return presenterFrame() }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard let transition = transitionStorage else { return .zero }
        if vc === transition.presented {
            return transition.kind == .presentation ? transition.layoutController.frameOfPresentedViewInContainerView : .zero
        }
        if vc === transition.presenter {
            return transition.kind == .presentation && transition.movesPresenterView ? .zero : presenterFrame()
        }
        return .zero
    }

    /// The presenter's view frame in container coordinates (the container's
    /// bounds when its view is not in the window).
    private func presenterFrame() -> CGRect {
        guard let transition = transitionStorage else { return .zero }
        guard let view = transition.presenter.viewIfLoaded, view.window != nil else { return containerView.bounds }
        return frameInContainer(view)
    }

    private func frameInContainer(_ view: UIView?) -> CGRect {
        guard let view else { return .zero }
        guard let superview = view.superview else { return view.frame }
        return superview.convert(view.frame, to: containerView)
    }
}
