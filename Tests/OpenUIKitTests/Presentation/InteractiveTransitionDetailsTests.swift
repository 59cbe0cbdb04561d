import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// An animator whose transition runs through a `UIViewPropertyAnimator`.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var propertyAnimator: UIViewPropertyAnimator?
    var requests = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        requests += 1
        if let propertyAnimator { return propertyAnimator }
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        container.addSubview(toView)
        let final = container.bounds
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { toView.frame = final }
        animator.addCompletion { position in
            let completed = position == .end
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        propertyAnimator = animator
        return animator
    }
}

@MainActor
final class InterruptibleDelegate: UIViewControllerTransitioningDelegate {
    let animator = InterruptibleSlideAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

@MainActor
@Suite struct InteractiveTransitionDetailsTests {
    @Test func anInterruptibleAnimatorIsDrivenByItsFractionComplete() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let delegate = InterruptibleDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.turn()
        #expect(b.transitionCoordinator?.isInterruptible == true)
        delegate.interactor.update(0.25)
        #expect(delegate.animator.propertyAnimator?.fractionComplete == 0.25)
        #expect(delegate.animator.propertyAnimator?.state == .active)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(b.view.frame == host.window.bounds)
        #expect(delegate.animator.requests >= 1)
    }

    @Test func cancellingReversesTheInterruptibleAnimator() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let delegate = InterruptibleDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.turn()
        delegate.interactor.update(0.6)
        delegate.interactor.cancel()
        #expect(delegate.animator.propertyAnimator?.isReversed == true)
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
    }

    @Test func aTransitionThatDoesNotStartInteractivelyCanBePaused() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let delegate = DiagonalTransitioningDelegate()
        delegate.interactivePresentation = true
        delegate.interactor.wantsInteractiveStart = false
        b.transitioningDelegate = delegate
        var changes: [Bool] = []
        a.present(b, animated: true)
        b.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        host.turn()
        #expect(b.transitionCoordinator?.initiallyInteractive == false)
        #expect(b.transitionCoordinator?.isInteractive == false)
        host.advance(frames: 6)
        delegate.interactor.pause()
        let paused = delegate.interactor.percentComplete
        host.advance(frames: 6)
        #expect(delegate.interactor.percentComplete == paused)
        #expect(b.transitionCoordinator?.isInteractive == true)
        #expect(b.transitionCoordinator?.initiallyInteractive == false)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(changes == [true, false])
        #expect(a.presentedViewController === b)
    }

    @Test func aCancelledInteractiveDismissalKeepsThePresentation() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = DiagonalTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        delegate.interactiveDismissal = true
        log.clear()
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        host.turn()
        delegate.interactor.update(0.5)
        host.turn()
        delegate.interactor.cancel()
        host.runUntilIdle()
        #expect(milestones(log) == [
            "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "b.viewWillAppear", "b.viewIsAppearing",
            "b.viewDidAppear", "a.viewWillDisappear", "a.viewDidDisappear",
        ])
        #expect(!dismissed)
        #expect(a.presentedViewController === b)
        #expect(a.view.window == nil)
        #expect(b.view.window === host.window)
        delegate.interactiveDismissal = false
        b.dismiss(animated: false)
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
    }

    @Test func viewsAnimatedAlongsideOutsideTheContainerAreScrubbed() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        a.view.addSubview(badge)
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        let delegate = DiagonalTransitioningDelegate()
        delegate.interactivePresentation = true
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        b.transitionCoordinator?.animateAlongsideTransition(in: badge, animation: { _ in badge.alpha = 0 })
        host.turn()
        delegate.interactor.update(0.5)
        host.advance(frames: 3)
        let opacity = badge.layer.presentation()?.opacity ?? -1
        #expect(abs(opacity - 0.5) < 0.15)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(badge.layer.speed == 1)
    }
}
