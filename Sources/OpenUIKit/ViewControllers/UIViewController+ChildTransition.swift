import Foundation

extension UIViewController {
    /// `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// When the container is on screen (and forwards appearance
    /// automatically): `from.viewWillDisappear`, `to.viewWillAppear`; the
    /// new view goes in above the old one; the animations run (a
    /// `.transition…` option animates the swap as `UIView.transition`
    /// does); at the end the old view leaves, then
    /// `from.viewDidDisappear`, `to.viewDidAppear` (after its
    /// `viewIsAppearing`), then `completion`.
    func defaultTransition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard fromViewController.parentStorage === self, toViewController.parentStorage === self else {
            UIKitDiagnostics.raise(
                "NSInvalidArgumentException",
                reason: "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view "
                    + "controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        let animated = duration > 0
        let container = fromViewController.viewIfLoaded?.superview ?? view!
        let fromView = fromViewController.viewIfLoaded
        let toView = toViewController.view!
        let forwards = shouldAutomaticallyForwardAppearanceMethods && appearance.isVisibleOrAppearing
        if forwards {
            fromViewController.beginAppearance(false, animated: animated, trigger: .parent)
            toViewController.beginAppearance(true, animated: animated, trigger: .parent)
        }
        let finish: (Bool) -> Void = { finished in
            if fromView?.superview === container { fromView?.removeFromSuperview() }
            if forwards {
                fromViewController.endAppearance(trigger: .parent)
                toViewController.endAppearance(trigger: .parent)
            }
            completion?(finished)
        }
        if options.transition != 0 {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                Self.insert(toView, above: fromView, in: container)
                fromView?.removeFromSuperview()
                animations?()
            }, completion: finish)
        } else {
            Self.insert(toView, above: fromView, in: container)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }

    private static func insert(_ view: UIView, above sibling: UIView?, in container: UIView) {
        if let sibling, sibling.superview === container {
            container.insertSubview(view, aboveSubview: sibling)
        } else {
            container.addSubview(view)
        }
    }
}
