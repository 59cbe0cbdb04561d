import Foundation

/// `.partialCurl`: the presenter's view curls up from the bottom like a
/// page, 65% of the way, uncovering the presented view beneath, and stays
/// curled while presented; a dismissal uncurls it. 0.5 s.
///
/// The curling page is a snapshot of the presenter's view drawn by the
/// compositor's page-curl transition; iOS also lets a tap on the curl's
/// lower area dismiss, which OpenUIKit does not.
@MainActor
final class PartialCurlAnimator: NSObject, StyleAnimating {
    let presenting: Bool
    static let duration: TimeInterval = 0.5
    /// How far the page curls.
    static let curlProgress: Float = 0.65
    /// The key of the curl that stays while presented.
    static let curlKey = "OpenUIKit.partialCurl"

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func animate(_ parts: TransitionParts, in transitionContext: any UIViewControllerContextTransitioning) {
        let (container, presented, presentedView, presenter) = (parts.container, parts.presented, parts.presentedView, parts.presenter)
        let page = presenter.viewIfLoaded?.snapshotView(afterScreenUpdates: true) ?? UIView()
        page.frame = container.bounds
        if presenting {
            presentedView.frame = transitionContext.finalFrame(for: presented)
            container.addSubview(presentedView)
        }
        let curl = CATransition()
        curl.type = CATransitionType(rawValue: presenting ? "pageCurl" : "pageUnCurl")
        curl.subtype = .fromBottom
        curl.duration = transitionDuration(using: transitionContext)
        curl.startProgress = presenting ? 0 : 1 - Self.curlProgress
        curl.endProgress = presenting ? Self.curlProgress : 1
        curl.fillMode = .forwards
        curl.isRemovedOnCompletion = !presenting
        container.layer.removeAnimation(forKey: Self.curlKey)
        if presenting {
            container.addSubview(page)
            CATransaction.flush()
            page.removeFromSuperview()
        } else {
            container.addSubview(page)
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            let cancelled = transitionContext.transitionWasCancelled
            if self.presenting == cancelled { presentedView.removeFromSuperview() }
            if !self.presenting || cancelled {
                page.removeFromSuperview()
                container.layer.removeAnimation(forKey: Self.curlKey)
            }
            transitionContext.completeTransition(!cancelled)
        }
        container.layer.add(curl, forKey: Self.curlKey)
        CATransaction.commit()
    }
}
