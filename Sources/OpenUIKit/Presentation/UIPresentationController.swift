import Foundation

/// Manages how a presented view controller is shown: the container view
/// the transition runs in, the presented view's frame, extra (chrome)
/// views, whether the presenter's views stay, and how the presentation
/// adapts to the environment.
///
/// Every presentation — the standard styles too — runs through one of
/// these: `.fullScreen`, `.overFullScreen`, the current-context styles,
/// sheets and popovers use internal subclasses; `.custom` uses the one
/// the transitioning delegate vends (or this base class, which presents
/// full screen and keeps the presenter's views).
///
/// In a transition UIKit calls, in order: ``presentationTransitionWillBegin()``,
/// ``presentedView`` (again later too), the animator, then
/// ``presentationTransitionDidEnd(_:)``; dismissal mirrors it. While
/// presented, each layout of the presented controller's view calls
/// ``containerViewWillLayoutSubviews()`` after its
/// `viewWillLayoutSubviews` and ``containerViewDidLayoutSubviews()`` after
/// its `viewDidLayoutSubviews`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    weak var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var containerStorage: UIView?
    var traitState = TraitEnvironmentState()
    var preferredContentSizeStorage = CGSize.zero

    /// Creates a presentation controller for `presentedViewController`,
    /// presented by `presentingViewController` (nil: decided when the
    /// presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController {
        guard let presented = presentedStorage else {
            preconditionFailure("UIPresentationController: the presented view controller no longer exists")
        }
        return presented
    }

    /// The controller that presents (the real presenter, known once the
    /// presentation starts; before that, the presented controller itself).
    open var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController
    }

    /// The view the presentation happens in (nil before the presentation starts).
    open var containerView: UIView? { containerStorage }

    /// The view the animator animates: by default the presented
    /// controller's view. A subclass may wrap it in its own views; it must
    /// then have put the controller's view inside them.
    open var presentedView: UIView? { presentedStorage?.view }

    /// Where the presented view ends up in the container (default: the
    /// whole container). Called often: keep it cheap and without side effects.
    open var frameOfPresentedViewInContainerView: CGRect {
        containerStorage?.bounds ?? .zero
    }

    /// The presentation transition is about to start: add chrome views to
    /// the container and animate them with the presented controller's
    /// transition coordinator.
    open func presentationTransitionWillBegin() {}

    /// The presentation transition ended (`completed` false: cancelled —
    /// remove what ``presentationTransitionWillBegin()`` added).
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal transition is about to start.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal transition ended (`completed` false: cancelled, the
    /// presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called in the presented controller's layout pass, after its
    /// `viewWillLayoutSubviews` and before its view lays out.
    open func containerViewWillLayoutSubviews() {}

    /// Called in the presented controller's layout pass, after its
    /// `viewDidLayoutSubviews`.
    open func containerViewDidLayoutSubviews() {}

    /// Whether the presenter's views leave the window once the
    /// presentation finished (default false; `.fullScreen` and
    /// `.currentContext` remove them).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole window (default true);
    /// false presents in the current context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Traits the presented controller gets in place of the presenting
    /// environment's; only the traits the collection sets change.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { TraitPropagation.current.environmentChanged(of: presentedViewController) }
    }

    /// The style of this presentation.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// The style the presentation adapts to in the current environment.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// The style the presentation adapts to for `traitCollection`: `.none`
    /// (no adaptation) for custom presentations; the standard styles adapt
    /// as UIKit's do in compact widths.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    /// Decides adaptation and hears of dismissals the user starts (held weakly).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    // MARK: Traits

    /// The presenting environment's traits with ``overrideTraitCollection`` applied.
    open var traitCollection: UITraitCollection { resolvedTraitCollection() }

    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: UIContentContainer

    /// The size the presentation would like (default zero).
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set { preferredContentSizeStorage = newValue }
    }

    /// The presented controller's preferred content size changed (default: nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's fitting size changed (default: nothing).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size of the presented content: `parentSize` when the presented
    /// view fills the container, else the size of
    /// ``frameOfPresentedViewInContainerView`` (computed for the container
    /// as it is now).
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let frame = frameOfPresentedViewInContainerView
        guard let bounds = containerStorage?.bounds, frame != bounds else { return parentSize }
        return frame.size
    }

    /// The container is about to change size; the default passes the
    /// presented controller its new size. Overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let presented = presentedViewController
        CallbackTrace.record("viewWillTransition", on: presented)
        presented.viewWillTransition(to: self.size(forChildContentContainer: presented, withParentContainerSize: size), with: coordinator)
    }

    /// The traits are about to change; the default passes the change to
    /// the presented controller. Overrides call `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        CallbackTrace.record("willTransition(to:with:)", on: presentedViewController)
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The container is about to put the presented view at
    /// ``frameOfPresentedViewInContainerView`` (it laid out, no transition
    /// running); nothing by default.
    func containerWillPlacePresentedView() {}

    /// `<ClassName: 0xADDRESS>`, as UIKit prints objects.
    open override nonisolated var description: String {
        ObjectDescription.describe(self)
    }
}
