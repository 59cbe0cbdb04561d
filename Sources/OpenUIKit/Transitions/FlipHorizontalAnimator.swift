import Foundation

/// `.flipHorizontal`: the screen turns around its vertical axis in 3D
/// (with perspective) like a card, the presenter's view on its front and
/// the presented view on its back, over 0.75 s with ease-in-out; a
/// dismissal turns it back the other way. Behind the turning card the
/// container is black, as on iOS.
///
/// The presenter's face is a snapshot of its view, taken as the
/// transition starts. Each face sits on a single-sided card view turned
/// by a `transform.rotation.y` animation, the back card half a turn
/// behind the front one; the container gives them perspective.
@MainActor
final class FlipHorizontalAnimator: NSObject, StyleAnimating {
    let presenting: Bool
    static let duration: TimeInterval = 0.75
    /// The eye's distance, in multiples of the container's width.
    static let eyeDistance: CGFloat = 2

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func animate(_ parts: TransitionParts, in transitionContext: any UIViewControllerContextTransitioning) {
        let (container, presented, presentedView, presenter) = (parts.container, parts.presented, parts.presentedView, parts.presenter)
        let presenterFace = presenter.viewIfLoaded?.snapshotView(afterScreenUpdates: true) ?? UIView()
        presenterFace.frame = container.bounds
        let presentedFrame = presenting ? transitionContext.finalFrame(for: presented) : presentedView.frame
        let (front, back) = presenting ? (presenterFace, presentedView) : (presentedView, presenterFace)
        let frontFrame = presenting ? container.bounds : presentedFrame
        let backFrame = presenting ? presentedFrame : container.bounds
        // Each face on a card of its own: a layer's sublayers are flattened
        // into its plane, so the cards, not the faces, must be single-sided.
        let frontCard = Self.card(holding: front, at: frontFrame, in: container)
        let backCard = Self.card(holding: back, at: backFrame, in: container)
        let background = container.backgroundColor
        let perspective = container.layer.sublayerTransform
        container.backgroundColor = .black
        var eye = CATransform3DIdentity
        eye.m34 = -1 / (Self.eyeDistance * max(container.bounds.width, 1))
        container.layer.sublayerTransform = eye
        let angle: CGFloat = presenting ? -.pi : .pi
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            let cancelled = transitionContext.transitionWasCancelled
            presenterFace.removeFromSuperview()
            frontCard.removeFromSuperview()
            backCard.removeFromSuperview()
            container.backgroundColor = background
            container.layer.sublayerTransform = perspective
            if self.presenting == cancelled {
                presentedView.removeFromSuperview()
            } else {
                presentedView.frame = presentedFrame
                container.addSubview(presentedView)
            }
            transitionContext.completeTransition(!cancelled)
        }
        let duration = transitionDuration(using: transitionContext)
        Self.turn(frontCard, from: 0, to: angle, duration: duration)
        Self.turn(backCard, from: -angle, to: 0, duration: duration)
        CATransaction.commit()
    }

    /// A single-sided view the size of the container holding `face` at `frame`.
    private static func card(holding face: UIView, at frame: CGRect, in container: UIView) -> UIView {
        let card = UIView(frame: container.bounds)
        card.layer.isDoubleSided = false
        face.frame = frame
        card.addSubview(face)
        container.addSubview(card)
        return card
    }

    /// Turns `card` about its vertical axis from `start` to `end` radians.
    private static func turn(_ card: UIView, from start: CGFloat, to end: CGFloat, duration: TimeInterval) {
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = start
        turn.toValue = end
        turn.duration = duration
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.layer.transform = CATransform3DMakeRotation(end, 0, 1, 0)
        card.layer.add(turn, forKey: "flipHorizontal")
    }
}
