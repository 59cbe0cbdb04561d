import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// A property animator that logs how a transition drives it.
@MainActor
final class RecordingPropertyAnimator: UIViewPropertyAnimator {
    var calls: [String] = []

    override var fractionComplete: CGFloat {
        get { super.fractionComplete }
        set {
            calls.append("fractionComplete = \(newValue)")
            super.fractionComplete = newValue
        }
    }

    override var isReversed: Bool {
        get { super.isReversed }
        set {
            calls.append("isReversed = \(newValue)")
            super.isReversed = newValue
        }
    }

    override func startAnimation() {
        calls.append("startAnimation")
        super.startAnimation()
    }

    override func pauseAnimation() {
        calls.append("pauseAnimation")
        super.pauseAnimation()
    }

    override func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        calls.append("continueAnimation(durationFactor: \(durationFactor))")
        super.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }
}

/// An animator whose transition runs through a `UIViewPropertyAnimator`.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var propertyAnimator: RecordingPropertyAnimator?
    /// Every instance `interruptibleAnimator(using:)` returned, in order.
    var returned: [any UIViewImplicitlyAnimating] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        let animator = makeAnimator(transitionContext)
        returned.append(animator)
        return animator
    }

    /// The one property animator of the transition, made on the first request.
    private func makeAnimator(_ transitionContext: any UIViewControllerContextTransitioning) -> RecordingPropertyAnimator {
        if let propertyAnimator { return propertyAnimator }
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        container.addSubview(toView)
        let final = container.bounds
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        let animator = RecordingPropertyAnimator(duration: 0.5, curve: .linear) { toView.frame = final }
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
    /// A host whose root presents a full-screen controller with an
    /// interruptible animator and a percent-driven interactor; the
    /// transition has started.
    private func presentInterruptibly() -> (TestHost, LoggingViewController, UIViewController, InterruptibleDelegate) {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let delegate = InterruptibleDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.turn()
        return (host, a, b, delegate)
    }

    @Test func anInterruptibleAnimatorIsDrivenByItsFractionComplete() {
        let (host, a, b, delegate) = presentInterruptibly()
        #expect(b.transitionCoordinator?.isInterruptible == true)
        delegate.interactor.update(0.25)
        #expect(delegate.animator.propertyAnimator?.fractionComplete == 0.25)
        #expect(delegate.animator.propertyAnimator?.state == .active)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(b.view.frame == host.window.bounds)
    }

    @Test func oracle21TheSameInterruptibleAnimatorIsAskedForOnceAndDrivenThroughout() throws {
        let (host, a, b, delegate) = presentInterruptibly()
        delegate.interactor.update(0.25)
        host.turn()
        delegate.interactor.finish()
        host.runUntilIdle()
        let animator = try #require(delegate.animator.propertyAnimator)
        #expect(delegate.animator.returned.count == 1)
        #expect(delegate.animator.returned.allSatisfy { $0 === animator })
        #expect(animator.calls == ["pauseAnimation", "fractionComplete = 0.25", "isReversed = false", "continueAnimation(durationFactor: 0.75)"])
        #expect(a.presentedViewController === b)
    }

    @Test func oracle21CancellingReversesAndContinuesTheSameAnimator() throws {
        let (host, a, b, delegate) = presentInterruptibly()
        delegate.interactor.update(0.5)
        host.turn()
        delegate.interactor.cancel()
        host.runUntilIdle()
        let animator = try #require(delegate.animator.propertyAnimator)
        #expect(delegate.animator.returned.count == 1)
        #expect(animator.calls == ["pauseAnimation", "fractionComplete = 0.5", "isReversed = true", "continueAnimation(durationFactor: 0.5)"])
        #expect(a.presentedViewController == nil)
    }

    @Test func cancellingReversesTheInterruptibleAnimator() {
        let (host, a, b, delegate) = presentInterruptibly()
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
            "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "a.viewWillDisappear", "a.viewDidDisappear",
            "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear",
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
