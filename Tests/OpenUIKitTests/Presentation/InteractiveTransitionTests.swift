import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct InteractiveTransitionTests {
    private func present(_ host: TestHost, _ log: Log, interactive: Bool) -> (LoggingViewController, LoggingViewController, DiagonalTransitioningDelegate) {
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = DiagonalTransitioningDelegate()
        delegate.interactivePresentation = interactive
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { log.append("completion") }
        host.turn()
        return (a, b, delegate)
    }

    @Test func theGuidesDiagonalAnimatorPresentsAndDismisses() {
        let host = TestHost()
        let log = Log()
        let (a, b, delegate) = present(host, log, interactive: false)
        host.advance(by: 0.25)
        let midway = b.view.layer.presentation()!.frame.origin
        host.runUntilIdle()
        #expect(midway.x > 0 && midway.x < 390 && midway.y > 0 && midway.y < 844)
        #expect(b.view.frame == host.window.bounds)
        #expect(a.view.window == nil)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(a.view.window === host.window)
        #expect(a.view.frame == host.window.bounds)
        #expect(b.view.window == nil)
        _ = delegate
    }

    @Test func aPercentDrivenTransitionShowsTheAnimationAtThePercentage() {
        let host = TestHost()
        let log = Log()
        let (_, b, delegate) = present(host, log, interactive: true)
        host.advance(frames: 30)
        #expect(b.view.layer.presentation()?.frame.origin == CGPoint(x: 390, y: 844))
        delegate.interactor.update(0.5)
        host.turn()
        let half = b.view.layer.presentation()!.frame
        #expect(abs(half.minX - 195) < 40 && abs(half.minY - 422) < 80)
        #expect(b.transitionCoordinator?.percentComplete == 0.5)
        #expect(b.transitionCoordinator?.isInteractive == true)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(b.view.frame == host.window.bounds)
        #expect(log.entries.contains("completion"))
    }

    @Test func cancellingAnInteractivePresentationPutsEverythingBack() {
        let host = TestHost()
        let log = Log()
        let (a, b, delegate) = present(host, log, interactive: true)
        var interactionChanges: [String] = []
        b.transitionCoordinator?.notifyWhenInteractionChanges { context in
            interactionChanges.append("interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
            log.append("interactionChanged")
        }
        delegate.interactor.update(0.3)
        host.turn()
        log.clear()
        delegate.interactor.cancel()
        host.runUntilIdle()
        #expect(interactionChanges == ["interactive=false cancelled=true"])
        #expect(milestones(log) == [
            "interactionChanged", "b.viewWillDisappear", "b.viewDidDisappear", "a.viewWillAppear", "a.viewIsAppearing",
            "a.viewDidAppear",
        ])
        #expect(!log.entries.contains("completion"))
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(b.view.window == nil)
        #expect(a.view.superview === host.window)
        #expect(host.window.subviews == [a.view])
    }

    @Test func oracle20APercentDrivenTransitionStartsWithUIKitsDefaults() {
        let interactor = UIPercentDrivenInteractiveTransition()
        #expect(interactor.completionCurve == .easeInOut)
        #expect(interactor.completionSpeed == 1)
        #expect(interactor.wantsInteractiveStart == true)
        #expect(interactor.timingCurve == nil)
        #expect(interactor.percentComplete == 0)
        #expect(interactor.duration == 0)
    }

    @Test func oracle20FinishingPlaysTheRestOfTheDurationAlongTheCompletionCurve() {
        let host = TestHost()
        let log = Log()
        let (_, b, delegate) = present(host, log, interactive: true)
        delegate.interactor.update(0.4)
        host.turn()
        delegate.interactor.finish()
        // (1 − 0.4) × 0.5 s ÷ 1 = 0.3 s: 18 frames at 60 Hz; half-way
        // (9 frames) .easeInOut is at 0.5, so the percentage is 0.4 + 0.3.
        host.advance(frames: 9)
        #expect(abs(delegate.interactor.percentComplete - 0.7) < 0.02)
        let taken = frames(host, until: { b.isBeingPresented == false && log.entries.contains("completion") })
        #expect(taken.map { (9...10).contains($0) } == true, "took 9 + \(String(describing: taken)) frames")
    }

    @Test func oracle20AnEaseInOutCompletionStartsSlowerThanLinear() {
        let host = TestHost()
        let log = Log()
        let (_, _, delegate) = present(host, log, interactive: true)
        delegate.interactor.update(0.4)
        host.turn()
        delegate.interactor.finish()
        host.advance(frames: 3)
        // Linear would be 0.4 + 0.6 × 3/18 = 0.5.
        #expect(delegate.interactor.percentComplete > 0.4 && delegate.interactor.percentComplete < 0.47)
        host.runUntilIdle()
    }

    @Test func cancellingFollowsTheCompletionSpeed() {
        let host = TestHost()
        let log = Log()
        let (_, b, delegate) = present(host, log, interactive: true)
        delegate.interactor.update(0.4)
        delegate.interactor.completionSpeed = 2
        host.turn()
        delegate.interactor.cancel()
        // 0.4 × 0.5 s ÷ 2 = 0.1 s: 6 frames at 60 Hz (a seventh ends it).
        let taken = frames(host, until: { b.presentingViewController == nil })
        #expect(taken.map { (6...7).contains($0) } == true, "took \(String(describing: taken)) frames")
    }

    @Test func theGuidesPanHandlerDrivesAnInteractiveDismissal() {
        let host = TestHost(screenSize: CGSize(width: 400, height: 800), safeAreaInsets: .zero)
        let log = Log()
        let (_, b, delegate) = present(host, log, interactive: false)
        host.runUntilIdle()
        delegate.interactiveDismissal = true
        let swipe = SwipeDismissal(interactor: delegate.interactor)
        b.dismiss(animated: true)
        host.turn()
        swipe.start(in: b.transitionCoordinator!.containerView)
        host.touchDown(at: CGPoint(x: 200, y: 100))
        host.touchMove(to: CGPoint(x: 200, y: 120))
        host.touchMove(to: CGPoint(x: 200, y: 520))
        #expect(delegate.interactor.percentComplete == 0.5)
        host.touchUp()
        host.runUntilIdle()
        #expect(b.presentingViewController == nil)
        #expect(swipe.pan.view == nil)
    }
}

/// The guide's Listings 10-3/10-4 in Swift: a pan in the container drives the interactor.
@MainActor
final class SwipeDismissal: NSObject {
    let interactor: UIPercentDrivenInteractiveTransition
    var container: UIView!
    var pan: UIPanGestureRecognizer!

    init(interactor: UIPercentDrivenInteractiveTransition) {
        self.interactor = interactor
        super.init()
    }

    func start(in container: UIView) {
        self.container = container
        pan = UIPanGestureRecognizer(target: self, action: Self.handleSwipeUpdate)
        pan.maximumNumberOfTouches = 1
        container.addGestureRecognizer(pan)
    }

    func handleSwipeUpdate(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.state == .began {
            pan.setTranslation(CGPoint(x: 0, y: 0), in: container)
        } else if gestureRecognizer.state == .changed {
            let translation = pan.translation(in: container)
            let percentage = abs(translation.y / container.bounds.height)
            interactor.update(percentage)
        } else if gestureRecognizer.state.rawValue >= UIGestureRecognizer.State.ended.rawValue {
            interactor.finish()
            container.removeGestureRecognizer(pan)
        }
    }
}
