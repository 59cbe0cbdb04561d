import CoreGraphics
import OpenUIKitTesting
import QuartzCore
import Testing
import UIKit

// Code as open-source iOS transition libraries write it, compiled in Swift 5
// mode: animators whose helpers are not main-actor isolated, geometry
// helpers that read views and layers, Core Animation from a plain function.
// On Apple platforms UIKit's types come through Objective-C and are
// implicitly `@preconcurrency`; OpenUIKit declares them so, and this file
// compiles as it does there.

/// A fade animator whose work happens in a helper outside the main actor.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        Fader.fade(in: transitionContext, duration: duration)
    }
}

/// A helper type with no isolation, as libraries keep them.
enum Fader {
    static func fade(in context: UIViewControllerContextTransitioning, duration: TimeInterval) {
        let container = context.containerView
        guard let toView = context.view(forKey: .to) else { return }
        toView.frame = container.bounds
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Geometry helpers reading views and layers from a plain function.
func centre(of view: UIView) -> CGPoint {
    CGPoint(x: view.frame.midX, y: view.frame.midY)
}

func insetBounds(of layer: CALayer, by amount: CGFloat) -> CGRect {
    layer.bounds.insetBy(dx: amount, dy: amount)
}

func roundCorners(of view: UIView, radius: CGFloat) {
    view.layer.cornerRadius = radius
    view.layer.masksToBounds = true
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    view.layer.opacity = 0.5
    CATransaction.commit()
}

/// A transitioning delegate handing out the animator.
final class FadeTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}

@MainActor
@Suite struct TransitionLibraryIdiomsTests {
    @Test func aGeometryHelperOutsideTheMainActorReadsTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(centre(of: view) == CGPoint(x: 60, y: 40))
        #expect(insetBounds(of: view.layer, by: 5) == CGRect(x: 5, y: 5, width: 90, height: 30))
    }

    @Test func aLayerHelperOutsideTheMainActorChangesTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        roundCorners(of: view, radius: 8)
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.opacity == 0.5)
    }

    @Test func anAnimatorWhoseHelperIsNotIsolatedPresents() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let presented = UIViewController()
        let delegate = FadeTransitioning()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        #expect(presented.view.alpha == 1)
        #expect(presented.view.superview != nil)
    }
}
