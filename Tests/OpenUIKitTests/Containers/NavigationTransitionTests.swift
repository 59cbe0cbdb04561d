import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A navigation delegate that logs its calls and hands out an animator
/// and (optionally) an interaction controller.
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: Log
    var animator: LoggingAnimator?
    var interactor: UIPercentDrivenInteractiveTransition?

    init(_ log: Log) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("delegate.willShow(\(LoggingViewController.label(viewController)))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("delegate.didShow(\(LoggingViewController.label(viewController)))")
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("delegate.animationControllerFor(\(operation), \(LoggingViewController.label(fromVC)), \(LoggingViewController.label(toVC)))")
        animator?.presenting = operation == .push
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.append("delegate.interactionControllerFor")
        return interactor
    }
}

/// Custom and interactive pushes and pops: the delegate's animator and
/// interaction controller run through the same context and coordinator
/// as presentations.
@MainActor
@Suite struct NavigationTransitionTests {
    @Test func theDelegateIsToldBeforeTheAnimationAndAfterTheNewTopAppeared() {
        let fixture = NavigationFixture()
        let delegate = LoggingNavigationDelegate(fixture.log)
        fixture.navigation.delegate = delegate
        fixture.navigation.pushViewController(LoggingViewController("B", log: fixture.log), animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.events() == [
            "B.willMove(toParent: controller)", "delegate.animationControllerFor(push, A, B)", "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)", "B.viewIsAppearing", "A.viewDidDisappear",
            "B.viewDidAppear", "B.didMove(toParent: controller)", "delegate.didShow(B)",
        ])
    }

    @Test func aDelegateAnimatorRunsThePush() {
        let fixture = NavigationFixture()
        let delegate = LoggingNavigationDelegate(fixture.log)
        delegate.animator = LoggingAnimator(fixture.log, duration: 0.3)
        fixture.navigation.delegate = delegate
        let b = LoggingViewController("B", log: fixture.log)
        var seen: (container: UIView?, from: UIViewController?, to: UIViewController?, final: CGRect)?
        delegate.animator?.onAnimate = { context in
            seen = (context.containerView, context.viewController(forKey: .from), context.viewController(forKey: .to),
                context.finalFrame(for: b))
        }
        fixture.navigation.pushViewController(b, animated: true)
        fixture.host.runUntilIdle()
        #expect(fixture.log.entries.filter { $0.hasPrefix("animator") } == [
            "animator.transitionDuration", "animator.animateTransition", "animator.animationEnded(true)",
        ])
        #expect(seen?.from === fixture.a)
        #expect(seen?.to === b)
        #expect(seen?.container?.isDescendant(of: fixture.navigation.view) == true)
        #expect(seen?.final == fixture.navigation.view.bounds)
        #expect(b.view.frame == fixture.navigation.view.bounds)
    }

    @Test func theDelegateIsNotAskedForAnAnimatorWithoutAnimation() {
        let fixture = NavigationFixture()
        let delegate = LoggingNavigationDelegate(fixture.log)
        fixture.navigation.delegate = delegate
        fixture.navigation.pushViewController(UIViewController(), animated: false)
        #expect(!fixture.log.entries.contains { $0.hasPrefix("delegate.animationControllerFor") })
    }

    @Test func aCancelledCustomInteractivePopPutsTheStackBack() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        let delegate = LoggingNavigationDelegate(fixture.log)
        delegate.animator = LoggingAnimator(fixture.log, duration: 0.3)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        fixture.navigation.delegate = delegate
        fixture.navigation.popViewController(animated: true)
        #expect(fixture.navigation.viewControllers == [fixture.a])
        interactor.update(0.4)
        fixture.host.advance(frames: 2)
        interactor.cancel()
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers == [fixture.a, b])
        #expect(b.view.window === fixture.host.window)
        #expect(b.view.frame == fixture.navigation.view.bounds)
        #expect(fixture.a.viewIfLoaded?.window == nil)
        #expect(fixture.log.entries.contains("animator.animationEnded(false)"))
    }

    @Test func theChildrenSeeTheCoordinatorOfThePush() {
        let fixture = NavigationFixture()
        let b = UIViewController()
        var alongside: [String] = []
        fixture.navigation.pushViewController(b, animated: true)
        let coordinator = b.transitionCoordinator
        coordinator?.animate(alongsideTransition: { _ in alongside.append("animation") }, completion: { context in
            alongside.append("completion(cancelled: \(context.isCancelled))")
        })
        #expect(coordinator != nil)
        #expect(fixture.a.transitionCoordinator === coordinator)
        fixture.host.runUntilIdle()
        #expect(alongside == ["animation", "completion(cancelled: false)"])
        #expect(b.transitionCoordinator == nil)
    }

    @Test func theStandardPushSlidesTheNewViewInFromTheRight() {
        let fixture = NavigationFixture()
        let b = UIViewController()
        fixture.navigation.pushViewController(b, animated: true)
        fixture.host.advance(by: NavigationFixture.slideDuration / 2)
        let width = fixture.navigation.view.bounds.width
        let x = b.view.layer.presentation()?.frame.minX ?? -1
        let coveredX = fixture.a.view.layer.presentation()?.frame.minX ?? 1
        #expect(x > 0 && x < width)
        #expect(coveredX < 0 && coveredX > -width * 0.3)
        fixture.host.runUntilIdle()
        #expect(b.view.frame.minX == 0)
    }

    @Test func theEdgeSwipeDoesNotBeginWithOnlyTheRoot() {
        let fixture = NavigationFixture()
        fixture.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        #expect(fixture.navigation.interactivePopGestureRecognizer?.state == .possible)
        #expect(fixture.events().isEmpty)
    }

    @Test func theEdgeSwipeDoesNotBeginWhenTheDelegateAnimatesThePop() {
        let fixture = NavigationFixture()
        fixture.pushB()
        let delegate = LoggingNavigationDelegate(fixture.log)
        delegate.animator = LoggingAnimator(fixture.log, duration: 0.3)
        fixture.navigation.delegate = delegate
        fixture.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers.count == 2)
    }

    @Test func anEdgeSwipePopAsksTheDelegateForAnAnimatorOnce() {
        let fixture = NavigationFixture()
        fixture.pushB()
        let delegate = LoggingNavigationDelegate(fixture.log)
        fixture.navigation.delegate = delegate
        fixture.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        fixture.host.runUntilIdle()
        #expect(fixture.log.entries.filter { $0.hasPrefix("delegate.animationControllerFor") } == [
            "delegate.animationControllerFor(pop, B, A)",
        ])
        #expect(fixture.navigation.viewControllers == [fixture.a])
    }

    @Test func theEdgeSwipeFollowsTheFinger() {
        let fixture = NavigationFixture()
        let b = fixture.pushB()
        fixture.host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.3, lift: false)
        let x = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(abs(x - 148) < 12)
        fixture.host.touchUp()
        fixture.host.runUntilIdle()
    }
}

extension NavigationFixture {
    /// The standard slide's length.
    static let slideDuration: TimeInterval = 0.35
}

/// A navigation delegate whose pushes run through an interruptible animator
/// driven by a percent-driven interaction.
@MainActor
final class InterruptibleNavigationDelegate: UINavigationControllerDelegate {
    let animator = InterruptibleSlideAnimator()
    let interactor = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

@MainActor
@Suite struct NavigationInterruptibleTransitionTests {
    @Test func anInteractivePushScrubsTheDelegatesInterruptibleAnimatorAndFinishes() {
        let fixture = NavigationFixture()
        let delegate = InterruptibleNavigationDelegate()
        fixture.navigation.delegate = delegate
        let b = UIViewController()
        fixture.navigation.pushViewController(b, animated: true)
        delegate.interactor.update(0.5)
        #expect(delegate.animator.propertyAnimator?.fractionComplete == 0.5)
        #expect(b.transitionCoordinator?.isInteractive == true)
        delegate.interactor.finish()
        fixture.host.runUntilIdle()
        #expect(delegate.animator.returned.count >= 1)
        #expect(delegate.animator.returned.allSatisfy { $0 === delegate.animator.propertyAnimator })
        #expect(fixture.navigation.viewControllers == [fixture.a, b])
        #expect(b.view.frame == fixture.navigation.view.bounds)
        #expect(fixture.a.viewIfLoaded?.window == nil)
    }

    @Test func aCancelledInteractivePushLeavesTheStackAsItWas() {
        let fixture = NavigationFixture()
        let delegate = InterruptibleNavigationDelegate()
        fixture.navigation.delegate = delegate
        let b = UIViewController()
        fixture.navigation.pushViewController(b, animated: true)
        delegate.interactor.update(0.3)
        delegate.interactor.cancel()
        fixture.host.runUntilIdle()
        #expect(fixture.navigation.viewControllers == [fixture.a])
        #expect(b.parent == nil)
        #expect(fixture.a.view.window === fixture.host.window)
        #expect(b.viewIfLoaded?.window == nil)
    }
}
