import Foundation

/// Everything an animator or interactor needs about the transition it
/// runs, and the calls that report its progress.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in; add the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition animates (false: finish without animation).
    var isAnimated: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied by the transition (identity for presentations).
    var targetTransform: CGAffineTransform { get }

    /// Reports interactive progress (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that interaction ended and the transition will finish.
    func finishInteractiveTransition()
    /// Reports that interaction ended and the transition will cancel.
    func cancelInteractiveTransition()
    /// Reports that an animated transition became interactive again.
    func pauseInteractiveTransition()
    /// Ends the transition: `didComplete` true when it finished, false when cancelled.
    func completeTransition(_ didComplete: Bool)

    /// A controller taking part (`.from`, `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part (`.from`, `.to`); nil when the transition does not animate it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of `vc`'s view at the start (`.zero` when not visible).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end (`.zero` when not visible or unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}
