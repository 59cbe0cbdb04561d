import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// An animator that records what its context says, then finishes at once.
@MainActor
final class ContextProbe: NSObject, UIViewControllerAnimatedTransitioning {
    var records: [String] = []
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let from = transitionContext.viewController(forKey: .from)!
        let to = transitionContext.viewController(forKey: .to)!
        func name(_ controller: UIViewController) -> String { (controller as? LoggingViewController)?.name ?? "?" }
        func name(_ view: UIView?) -> String {
            guard let view else { return "nil" }
            return (view.next as? LoggingViewController)?.name ?? "other"
        }
        records = [
            "from=\(name(from)) to=\(name(to))",
            "fromView=\(name(transitionContext.view(forKey: .from))) toView=\(name(transitionContext.view(forKey: .to)))",
            "initial(to)=\(transitionContext.initialFrame(for: to)) final(to)=\(transitionContext.finalFrame(for: to))",
            "initial(from)=\(transitionContext.initialFrame(for: from)) final(from)=\(transitionContext.finalFrame(for: from))",
            "style=\(transitionContext.presentationStyle.rawValue) animated=\(transitionContext.isAnimated) interactive=\(transitionContext.isInteractive)",
        ]
        if presenting, let view = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: to)
        }
        transitionContext.completeTransition(true)
    }
}

@MainActor
@Suite struct TransitionContextTests {
    @Test func fromAndToNameThePresenterAndThePresentedForAPresentation() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = LoggingTransitioningDelegate(log)
        let probe = ContextProbe(presenting: true)
        delegate.animator = probe
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(probe.records == [
            "from=a to=b",
            "fromView=a toView=b",
            "initial(to)=\(CGRect.zero) final(to)=\(host.window.bounds)",
            "initial(from)=\(host.window.bounds) final(from)=\(CGRect.zero)",
            "style=0 animated=true interactive=false",
        ])
    }

    @Test func fromAndToSwapForADismissal() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = LoggingTransitioningDelegate(log)
        let probe = ContextProbe(presenting: false)
        delegate.animator = ContextProbe(presenting: true)
        delegate.dismissalAnimator = probe
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(probe.records == [
            "from=b to=a",
            "fromView=b toView=a",
            "initial(to)=\(host.window.bounds) final(to)=\(host.window.bounds)",
            "initial(from)=\(host.window.bounds) final(from)=\(CGRect.zero)",
            "style=0 animated=true interactive=false",
        ])
    }

    @Test func aPresentationThatKeepsThePresenterNamesNoFromView() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .overFullScreen
        let delegate = LoggingTransitioningDelegate(log)
        let probe = ContextProbe(presenting: true)
        delegate.animator = probe
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(probe.records[1] == "fromView=nil toView=b")
        #expect(probe.records[4] == "style=5 animated=true interactive=false")
        _ = a
    }
}

@MainActor
@Suite struct PresentationLifetimeTests {
    @Test func aDismissedControllerIsReleased() {
        let host = TestHost()
        let a = showRoot(host, Log())
        weak var weakPresented: UIViewController?
        weak var weakController: UIPresentationController?
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .fullScreen
            weakPresented = b
            a.present(b, animated: true)
            host.runUntilIdle()
            weakController = b.presentationController
            b.dismiss(animated: true)
            host.runUntilIdle()
        }
        host.runUntilIdle()
        #expect(weakPresented == nil)
        #expect(weakController == nil)
        #expect(host.window.subviews == [a.view])
    }

    @Test func controllersBetweenThePresenterAndTheTopDisappearWithoutAnimation() {
        let host = TestHost()
        let log = Log()
        let (a, b, c) = showStack(host, log, style: .overFullScreen)
        a.dismiss(animated: true)
        host.runUntilIdle()
        #expect(milestones(log) == ["c.viewWillDisappear", "b.viewWillDisappear", "b.viewDidDisappear", "c.viewDidDisappear"])
        #expect(b.view.window == nil && c.view.window == nil)
    }

    @Test func everythingACustomInteractiveTransitionMadeIsReleasedAfterTheDismissal() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let delegate = ReleasingTransitionDelegate()
        weak var presented: UIViewController?
        weak var presentedView: UIView?
        weak var controller: UIPresentationController?
        weak var coordinator: AnyObject?
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            presented = b
            presentedView = b.view
            a.present(b, animated: true)
            host.turn()
            coordinator = b.transitionCoordinator.map { $0 as AnyObject }
            host.runUntilIdle()
            controller = b.presentationController
            delegate.interactive = true
            b.dismiss(animated: true)
            host.turn()
            delegate.interactor?.update(0.3)
            delegate.interactor?.cancel()
            host.runUntilIdle()
            b.dismiss(animated: true)
            host.turn()
            delegate.interactor?.update(0.6)
            delegate.interactor?.finish()
            host.runUntilIdle()
        }
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(presented == nil && presentedView == nil && controller == nil && coordinator == nil)
        #expect(delegate.madeAnimators.allSatisfy { $0.object == nil })
        #expect(delegate.madeInteractors.allSatisfy { $0.object == nil })
        #expect(delegate.contexts.allSatisfy { $0.object == nil })
        #expect(delegate.madeAnimators.count == 3 && delegate.contexts.count == 3)
    }
}

/// A weak reference kept in a list.
@MainActor
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Vends a fresh presentation controller, animator and (when
/// `interactive`) interaction controller per transition, keeping only weak
/// references to them and to the contexts the animators were given.
@MainActor
final class ReleasingTransitionDelegate: UIViewControllerTransitioningDelegate {
    var interactive = false
    private(set) var madeAnimators: [WeakBox] = []
    private(set) var madeInteractors: [WeakBox] = []
    private(set) var contexts: [WeakBox] = []
    weak var interactor: UIPercentDrivenInteractiveTransition?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { makeAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(presenting: false)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard interactive else { return nil }
        let interactor = UIPercentDrivenInteractiveTransition()
        madeInteractors.append(WeakBox(interactor))
        self.interactor = interactor
        return interactor
    }

    private func makeAnimator(presenting: Bool) -> LoggingAnimator {
        let animator = LoggingAnimator(Log())
        animator.presenting = presenting
        animator.onAnimate = { [weak self] context in self?.contexts.append(WeakBox(context as AnyObject)) }
        madeAnimators.append(WeakBox(animator))
        return animator
    }
}
