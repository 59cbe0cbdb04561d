import Foundation

/// What is known about a transition while it runs: its timing, state,
/// participants and container.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively (never changes).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (it has an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether the user drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The duration of the transition's animation.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has come, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the animation's completion after interaction ends.
    var completionVelocity: CGFloat { get }
    /// The curve of the animation's completion after interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// A controller taking part in the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part in the transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition's animations happen in.
    var containerView: UIView { get }
    /// The rotation applied by the transition (identity for other transitions).
    var targetTransform: CGAffineTransform { get }
}
