import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A slide-up animator and a transitioning delegate with a plain
/// presentation controller: app code that logs nothing itself.
@MainActor
private final class TracedTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var presentationController: UIPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let view = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        }
        UIView.animate(withDuration: 0.3, animations: { transitionContext.view(forKey: .from)?.alpha = 0.99 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
@Suite struct CallbackTraceTests {
    /// `name.callback` for each event, naming the objects the test knows.
    private func names(_ events: [CallbackTrace.Event], _ known: [(String, AnyObject)]) -> [String] {
        events.map { event in
            let name = known.first { ObjectIdentifier($0.1) == event.receiver }?.0 ?? event.receiverType
            return "\(name).\(event.callback)"
        }
    }

    @Test func aCustomPresentationIsReportedInTheOraclesOrder() {
        let host = TestHost()
        let a = UIViewController()
        host.window.rootViewController = a
        host.turn()
        let b = UIViewController()
        let transition = TracedTransition()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transition
        let events = CallbackTrace.recording {
            a.present(b, animated: true)
            host.runUntilIdle()
        }
        let known: [(String, AnyObject)] = [("a", a), ("b", b), ("delegate", transition)]
            + (transition.presentationController.map { [("pc", $0 as AnyObject)] } ?? [])
        let sequence = names(events, known).filter { !$0.contains("Layout") && !$0.contains("Constraints") }
        #expect(sequence == [
            "delegate.presentationController(forPresented:presenting:source:)",
            "delegate.animationController(forPresented:presenting:source:)",
            "delegate.interactionControllerForPresentation",
            "b.loadView", "b.viewDidLoad", "b.viewWillAppear",
            "pc.presentationTransitionWillBegin", "delegate.transitionDuration", "delegate.animateTransition",
            "b.viewIsAppearing", "TransitionContext.completeTransition", "pc.presentationTransitionDidEnd", "b.viewDidAppear",
            "delegate.animationEnded",
        ])
    }

    @Test func eventsCarryTheMediaTimeOfTheCall() {
        let host = TestHost()
        let a = UIViewController()
        host.window.rootViewController = a
        host.turn()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let events = CallbackTrace.recording {
            a.present(b, animated: true)
            host.runUntilIdle()
        }
        let willAppear = events.first { $0.receiver == ObjectIdentifier(b) && $0.callback == "viewWillAppear" }
        let didAppear = events.first { $0.receiver == ObjectIdentifier(b) && $0.callback == "viewDidAppear" }
        #expect(willAppear != nil && didAppear != nil)
        #expect((didAppear?.time ?? 0) - (willAppear?.time ?? 0) >= 0.5)
    }

    @Test func aRemovedObserverHearsNothingMore() {
        let host = TestHost()
        var heard: [String] = []
        let token = CallbackTrace.addObserver { heard.append($0.callback) }
        host.window.rootViewController = UIViewController()
        host.turn()
        let count = heard.count
        CallbackTrace.removeObserver(token)
        host.window.rootViewController = UIViewController()
        host.turn()
        #expect(count > 0)
        #expect(heard.count == count)
        #expect(!CallbackTrace.isActive)
    }

    @Test func containmentReportsOnlyTheCallsUIKitMakes() {
        let parent = UIViewController()
        let child = UIViewController()
        let events = CallbackTrace.recording {
            parent.addChild(child)
            child.didMove(toParent: parent)
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        #expect(names(events, [("child", child)]) == ["child.willMove(toParent:)", "child.didMove(toParent:)"])
    }

    @Test func anEventDescribesItselfWithTimeTypeAndCallback() {
        let event = CallbackTrace.Event(
            time: 0.5, receiver: ObjectIdentifier(UIView.self), receiverType: "DetailViewController", callback: "viewDidAppear")
        #expect(event.description == "0.500 DetailViewController.viewDidAppear")
    }
}
