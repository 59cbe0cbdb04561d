import Foundation
import UIKit

/// Seed 001's presentation controller: chrome between the presenter and
/// the presented card — a dimming view and a caption bar — added in
/// `presentationTransitionWillBegin` and animated alongside the
/// transition, removed when a transition ends the other way, laid out
/// again in `containerViewWillLayoutSubviews` when the window changes
/// size. The card is centred at 80 % × 60 % of the container.
///
/// The seed's chrome is blurred; OpenUIKit has no blur effect view, so
/// this chrome dims.
@MainActor
final class ChromePresentationController: UIPresentationController {
    let dimmingView = UIView()
    let captionLabel = UILabel()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        captionLabel.text = "Chrome: between presenting and presented"
        captionLabel.textColor = .white
        captionLabel.textAlignment = .center
        captionLabel.backgroundColor = UIColor(white: 0.15, alpha: 0.9)
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = CGSize(width: (bounds.width * 0.8).rounded(), height: (bounds.height * 0.6).rounded())
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        containerView.insertSubview(captionLabel, at: 1)
        layoutChrome()
        dimmingView.alpha = 0
        captionLabel.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
            self.captionLabel.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            self.captionLabel.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() }
    }

    override func containerViewWillLayoutSubviews() {
        layoutChrome()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func layoutChrome() {
        guard let bounds = containerView?.bounds else { return }
        dimmingView.frame = bounds
        let top = containerView?.safeAreaInsets.top ?? 0
        captionLabel.frame = CGRect(x: 0, y: top, width: bounds.width, height: 36)
    }

    private func removeChrome() {
        dimmingView.removeFromSuperview()
        captionLabel.removeFromSuperview()
    }
}
