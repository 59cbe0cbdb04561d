import Foundation

/// `.flipHorizontal`: the presenter's view turns around the vertical axis
/// in 3D (with perspective) to show the presented view on its back, over
/// 0.75 s; a dismissal turns back the other way. Behind the turning card
/// the container is black, as on iOS.
///
/// The presenter's side is a snapshot of its view, taken as the
/// transition starts.
@MainActor
final class FlipHorizontalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : 0.75
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let presented = transitionContext.viewController(forKey: presenting ? .to : .from),
            let presentedView = transitionContext.view(forKey: presenting ? .to : .from),
            let presenter = transitionContext.viewController(forKey: presenting ? .from : .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let presenterSide = presenter.viewIfLoaded?.snapshotView(afterScreenUpdates: true) ?? UIView()
        presenterSide.frame = container.bounds
        if presenting {
            presentedView.frame = transitionContext.finalFrame(for: presented)
            container.addSubview(presenterSide)
        }
        let background = container.backgroundColor
        container.backgroundColor = .black
        let options: UIView.AnimationOptions = [presenting ? .transitionFlipFromRight : .transitionFlipFromLeft, .curveEaseInOut]
        UIView.transition(with: container, duration: transitionDuration(using: transitionContext), options: options, animations: {
            if self.presenting {
                presenterSide.removeFromSuperview()
                container.addSubview(presentedView)
            } else {
                presentedView.removeFromSuperview()
                container.addSubview(presenterSide)
            }
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            presenterSide.removeFromSuperview()
            container.backgroundColor = background
            if self.presenting == cancelled {
                presentedView.removeFromSuperview()
            } else if presentedView.superview == nil {
                container.addSubview(presentedView)
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
