import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct CustomTransitionTests {
    /// A `.custom` presentation with a logging delegate, presentation controller and animators.
    private func makeCustom(_ log: Log) -> (LoggingViewController, LoggingTransitioningDelegate) {
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .custom
        let delegate = LoggingTransitioningDelegate(log)
        delegate.animator = LoggingAnimator(log)
        let dismissal = LoggingAnimator(log)
        dismissal.presenting = false
        delegate.dismissalAnimator = dismissal
        delegate.makePresentationController = { presented, presenting in
            let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.log = log
            return controller
        }
        b.transitioningDelegate = delegate
        return (b, delegate)
    }

    @Test func aCustomPresentationAsksAndCallsInUIKitsOrder() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let (b, delegate) = makeCustom(log)
        a.present(b, animated: true) { log.append("completion") }
        host.runUntilIdle()
        #expect(milestones(log) == [
            "delegate.presentationController", "delegate.animationControllerForPresented",
            "delegate.interactionControllerForPresentation", "b.loadView", "b.viewDidLoad", "b.viewWillAppear",
            "pc.presentationTransitionWillBegin", "pc.presentedView", "animator.transitionDuration", "animator.animateTransition",
            "pc.presentedView", "b.viewIsAppearing", "pc.presentationTransitionDidEnd(true)", "b.viewDidAppear", "completion",
            "animator.animationEnded(true)",
        ])
        #expect(log.entries.contains("pc.containerViewWillLayoutSubviews"))
        #expect(log.entries.contains("pc.containerViewDidLayoutSubviews"))
        _ = delegate
    }

    @Test func aCustomDismissalMirrorsThePresentation() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let (b, delegate) = makeCustom(log)
        a.present(b, animated: true)
        host.runUntilIdle()
        log.clear()
        b.dismiss(animated: true) { log.append("completion") }
        host.runUntilIdle()
        #expect(milestones(log) == [
            "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal", "b.viewWillDisappear",
            "pc.dismissalTransitionWillBegin", "pc.presentedView", "animator.transitionDuration", "animator.animateTransition",
            "pc.presentedView", "pc.dismissalTransitionDidEnd(true)", "b.viewDidDisappear", "completion",
            "animator.animationEnded(true)",
        ])
        #expect(b.view.window == nil)
        _ = delegate
    }

    @Test func oracle22ACancelledPresentationEndsWithDidEndFalseThenAnimationEndedFalse() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let (b, delegate) = makeCustom(log)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        var contexts: [any UIViewControllerContextTransitioning] = []
        (delegate.animator as? LoggingAnimator)?.onAnimate = { contexts.append($0) }
        a.present(b, animated: true) { log.append("completion") }
        cancelHalfway(interactor, host, log)
        #expect(milestones(log) == [
            "pc.presentationTransitionDidEnd(false)", "b.viewWillDisappear", "b.viewDidDisappear", "animator.animationEnded(false)",
        ])
        #expect(contexts.count == 1)
        #expect(contexts.first?.transitionWasCancelled == true)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.view.window == nil)
        #expect(host.window.subviews == [a.view])
    }

    @Test func oracle22ACancelledDismissalEndsWithDidEndFalseThenAnimationEndedFalse() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let (b, delegate) = makeCustom(log)
        a.present(b, animated: false)
        host.runUntilIdle()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        b.dismiss(animated: true) { log.append("completion") }
        cancelHalfway(interactor, host, log)
        #expect(milestones(log) == [
            "pc.dismissalTransitionDidEnd(false)", "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear",
            "animator.animationEnded(false)",
        ])
        #expect(a.presentedViewController === b)
        #expect(b.view.window === host.window)
    }

    @Test func theLayoutPassCallsTheContainerHooksInTheGuidesOrder() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let (b, delegate) = makeCustom(log)
        a.present(b, animated: false)
        host.runUntilIdle()
        log.clear()
        b.view.setNeedsLayout()
        host.turn()
        #expect(log.entries == [
            "b.viewWillLayoutSubviews", "pc.containerViewWillLayoutSubviews", "b.view.layoutSubviews",
            "b.viewDidLayoutSubviews", "pc.containerViewDidLayoutSubviews",
        ])
        _ = delegate
    }

    @Test func aCustomPresentationThatRemovesThePresenterGivesItCallbacks() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let (b, delegate) = makeCustom(log)
        delegate.makePresentationController = { presented, presenting in
            let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.removesPresenter = true
            return controller
        }
        a.present(b, animated: true)
        host.runUntilIdle()
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(milestones(log).filter { $0.hasPrefix("a.") } == [
            "a.viewWillDisappear", "a.viewDidDisappear", "a.viewWillAppear", "a.viewIsAppearing", "a.viewDidAppear",
        ])
        _ = delegate
    }

    @Test func withoutAnAnimatorTheTransitionStyleAnimates() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.modalTransitionStyle = .crossDissolve
        let delegate = LoggingTransitioningDelegate(log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.advance(frames: 6)
        let opacity = b.view.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0 && opacity < 1)
        host.runUntilIdle()
        #expect(log.entries == ["delegate.presentationController", "delegate.animationControllerForPresented"])
        #expect(b.presentationController.map { type(of: $0) == UIPresentationController.self } == true)
        #expect(a.view.window === host.window)
    }

    @Test func withoutAnimationTheAnimatorStillRunsAndSeesItIsNotAnimated() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let (b, delegate) = makeCustom(log)
        let animator = delegate.animator as! LoggingAnimator
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(animator.seenAnimated == [false])
        #expect(log.entries.contains("animator.animateTransition"))
    }

    @Test func theCoordinatorExistsOnlyDuringTheTransitionAndReachesChildren() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        let child = UIViewController()
        b.addChild(child)
        var seenDuring: [Bool] = []
        var completions = 0
        a.present(b, animated: true)
        seenDuring.append(a.transitionCoordinator != nil)
        seenDuring.append(child.transitionCoordinator != nil)
        b.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completions += 1 }
        host.runUntilIdle()
        #expect(seenDuring == [true, true])
        #expect(a.transitionCoordinator == nil && b.transitionCoordinator == nil && child.transitionCoordinator == nil)
        #expect(completions == 1)
    }

    @Test func alongsideAnimationsRunWithTheTransition() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.view.addSubview(marker)
        a.present(b, animated: true)
        let queued = b.transitionCoordinator?.animate(alongsideTransition: { context in
            #expect(context.transitionDuration == 0.5)
            marker.alpha = 0
        })
        host.advance(frames: 10)
        let midway = marker.layer.presentation()?.opacity ?? -1
        host.runUntilIdle()
        #expect(queued == true)
        #expect(midway > 0 && midway < 1)
        #expect(marker.alpha == 0)
    }

    @Test func completeTransitionTwiceIsIgnoredWithAMessage() {
        final class DoubleCompleter: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(true)
            }
        }
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = UIViewController()
        let delegate = LoggingTransitioningDelegate(log)
        delegate.animator = DoubleCompleter()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(host.diagnostics == ["completeTransition: called on a transition that already completed (presenting \(b)); ignored."])
    }

    @Test func anAnimatorThatNeverCompletesIsReported() {
        final class Forgetful: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
        }
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = UIViewController()
        let delegate = LoggingTransitioningDelegate(log)
        let animator = Forgetful()
        delegate.animator = animator
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.advance(by: 3)
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.contains("has not called completeTransition(_:) 2.3 s after the transition (presenting \(b)) started") == true)
        #expect(b.transitionCoordinator != nil)
    }

    @Test func aTransitionThatCompletesLeavesNothingPendingBehind() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        let start = host.now
        a.present(b, animated: true)
        host.runUntilIdle()
        let presentation = host.now - start
        b.dismiss(animated: true)
        host.runUntilIdle()
        let dismissal = host.now - start - presentation
        #expect(presentation < 0.6)
        #expect(dismissal < 0.6)
        #expect(!host.isBusy)
    }
}

/// Starts the interactive transition begun in this turn, moves it to 50 %,
/// clears the log and cancels it, running until the host is idle.
@MainActor
private func cancelHalfway(_ interactor: UIPercentDrivenInteractiveTransition, _ host: TestHost, _ log: Log) {
    host.turn()
    interactor.update(0.5)
    host.turn()
    log.clear()
    interactor.cancel()
    host.runUntilIdle()
}
