import Foundation

extension UIView {
    /// Animates the change `animations` makes to `view` with a transition
    /// chosen by `options` (`transitionCrossDissolve`, the flips, the curls):
    /// the view as it looks now is captured, `animations` runs without
    /// animation, and the transition moves from the old picture to the new.
    ///
    /// Flips and curls use Core Animation's `oglFlip`, `pageCurl` and
    /// `pageUnCurl` transition types, which OpenQuartzCore draws; with
    /// no transition option the change is simply animated like
    /// `animate(withDuration:…)`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard let transition = makeTransition(options: options, duration: duration) else {
            animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
            return
        }
        let group = ViewAnimationGroup(completion: completion)
        CATransaction.begin()
        transition.delegate = group
        group.animationAdded()
        view.layer.add(transition, forKey: kCATransition)
        performWithoutAnimation { animations?() }
        CATransaction.commit()
        group.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a
    /// transition (see ``transition(with:duration:options:animations:completion:)``).
    /// With `showHideTransitionViews` the views are hidden and shown
    /// instead of removed and added.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            UIKitDiagnostics.report("UIView.transition(from:to:): \(fromView) has no superview; nothing to replace.")
            if let completion { UIKitRuntime.current.deferToNextTurn { completion(true) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The Core Animation transition for UIKit's transition options.
    static func makeTransition(options: UIView.AnimationOptions, duration: TimeInterval) -> CATransition? {
        let transition = CATransition()
        switch options.transition {
        case 1:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromLeft
        case 2:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromRight
        case 3:
            transition.type = CATransitionType(rawValue: "pageCurl")
            transition.subtype = .fromBottom
        case 4:
            transition.type = CATransitionType(rawValue: "pageUnCurl")
            transition.subtype = .fromTop
        case 5:
            transition.type = .fade
        case 6:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromTop
        case 7:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromBottom
        default:
            return nil
        }
        transition.duration = duration > 0 && duration.isFinite ? duration : 0.0001
        transition.timingFunction = options.curve.timingFunction
        return transition
    }
}
