import Foundation

/// The standard push and pop: the incoming view slides in from the right
/// edge over the outgoing one, which moves a third of its width to the
/// left under a darkening dimming view, the incoming view casting a soft
/// shadow on it; a pop runs the same motion backwards.
///
/// 0.35 s on an ease-in-out curve; linear while the transition follows a
/// finger (the pop gesture scrubs it), so the view stays under the finger.
/// Not animated: the views move at once. A cancelled transition puts both
/// views back where they started.
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The slide's length when animated.
    static let duration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The dimming over the covered view when fully covered.
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation
    /// The view that darkens the covered view (the navigation controller's,
    /// reused; out of the hierarchy between transitions).
    let dimmingView: UIView

    init(operation: UINavigationController.Operation, dimmingView: UIView) {
        self.operation = operation
        self.dimmingView = dimmingView
        super.init()
    }

    /// A black view that lets touches through: the dimming view.
    static func makeDimmingView() -> UIView {
        let view = UIView()
        view.backgroundColor = .black
        view.isUserInteractionEnabled = false
        return view
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let pushing = operation != .pop
        let final = transitionContext.finalFrame(for: toController)
        let start = fromView.center
        let width = container.bounds.width
        let covered = pushing ? fromView : toView
        let covering = pushing ? toView : fromView
        let dimmingView = dimmingView
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, aboveSubview: covered)
        container.bringSubviewToFront(covering)
        let hadShadow = (covering.layer.shadowOpacity, covering.layer.shadowRadius, covering.layer.shadowOffset)
        covering.layer.shadowOpacity = 0.15
        covering.layer.shadowRadius = 6
        covering.layer.shadowOffset = CGSize(width: -2, height: 0)
        toView.frame = final
        let end = toView.center
        if pushing {
            toView.center.x += width
            dimmingView.alpha = 0
        } else {
            toView.center.x -= width * Self.parallax
            dimmingView.alpha = Self.dimming
        }
        let slide = {
            if pushing {
                fromView.center.x = start.x - width * Self.parallax
                dimmingView.alpha = Self.dimming
            } else {
                fromView.center.x = start.x + width
                dimmingView.alpha = 0
            }
            toView.center = end
        }
        let completion = { (_: Bool) in
            dimmingView.removeFromSuperview()
            (covering.layer.shadowOpacity, covering.layer.shadowRadius, covering.layer.shadowOffset) = hadShadow
            let cancelled = transitionContext.transitionWasCancelled
            fromView.center = start
            if cancelled {
                toView.removeFromSuperview()
            } else {
                toView.center = end
            }
            transitionContext.completeTransition(!cancelled)
        }
        let duration = transitionDuration(using: transitionContext)
        guard duration > 0 else {
            slide()
            completion(true)
            return
        }
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: duration, delay: 0, options: [curve], animations: slide, completion: completion)
    }
}
