import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// Shows `root` (a logging controller named "a") in the host's window.
@MainActor
func showRoot(_ host: TestHost, _ log: Log, name: String = "a") -> LoggingViewController {
    let root = LoggingViewController(name, log: log)
    host.window.rootViewController = root
    host.turn()
    log.clear()
    return root
}

/// Shows "a" and presents "b" on it and "c" on "b", both in `style` and
/// without animation; the log is cleared afterwards.
@MainActor
func showStack(_ host: TestHost, _ log: Log, style: UIModalPresentationStyle) -> (a: LoggingViewController, b: LoggingViewController, c: LoggingViewController) {
    let a = showRoot(host, log)
    let b = LoggingViewController("b", log: log), c = LoggingViewController("c", log: log)
    b.modalPresentationStyle = style
    c.modalPresentationStyle = style
    a.present(b, animated: false)
    host.runUntilIdle()
    b.present(c, animated: false)
    host.runUntilIdle()
    log.clear()
    return (a, b, c)
}

/// The appearance and completion entries of a log (no layout noise).
@MainActor
func milestones(_ log: Log) -> [String] {
    log.entries.filter { !$0.contains("ayout") && !$0.contains("Constraints") && !$0.hasSuffix("traitCollectionDidChange") }
}

@MainActor
@Suite struct PresentationTests {
    @Test func presentLinksTheControllersAtOnceAndStartsInTheNextTurn() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(log.entries.isEmpty)
        #expect(b.transitionCoordinator != nil)
        host.turn()
        #expect(log.entries.prefix(4) == ["b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear"])
    }

    @Test func aFullScreenPresentationFollowsUIKitsOrder() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { log.append("completion") }
        host.runUntilIdle()
        #expect(milestones(log) == [
            "b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing",
            "b.viewDidAppear", "a.viewDidDisappear", "completion",
        ])
        #expect(a.view.window == nil)
        #expect(b.view.window === host.window)
        #expect(b.view.frame == host.window.bounds)
    }

    @Test func oracle2BIsLaidOutAfterItsViewIsAppearingAndBeforeTheAnimationEnds() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { log.append("completion") }
        host.turn()
        log.append("first frame")
        host.runUntilIdle()
        #expect(log.entries == [
            "b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.updateViewConstraints",
            "b.viewIsAppearing", "b.viewWillLayoutSubviews", "b.view.layoutSubviews", "b.viewDidLayoutSubviews", "first frame",
            "b.viewDidAppear", "a.viewDidDisappear", "completion",
        ])
    }

    @Test func oracle34ViewWillAppearComesBeforeTheWindowAndViewIsAppearingInsideItWithItsGeometry() {
        final class Probe: UIViewController {
            var seen: [String] = []
            private func describe(_ callback: String) -> String {
                let frame = view.frame
                return "\(callback) window=\(view.window != nil) frame=\(Int(frame.minX)),\(Int(frame.minY)),\(Int(frame.width))x\(Int(frame.height))"
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                seen.append(describe("viewWillAppear"))
            }
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                seen.append(describe("viewIsAppearing") + " width=\(traitCollection.horizontalSizeClass == .compact ? "compact" : "other")")
            }
        }
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = Probe()
        b.modalPresentationStyle = .fullScreen
        b.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(b.seen == [
            "viewWillAppear window=false frame=0,0,10x10",
            "viewIsAppearing window=true frame=0,0,390x844 width=compact",
        ])
    }

    @Test func dismissingAFullScreenPresentationBringsThePresenterBack() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        host.runUntilIdle()
        log.clear()
        a.dismiss(animated: true) { log.append("completion") }
        #expect(a.presentedViewController === b)
        host.runUntilIdle()
        #expect(milestones(log) == [
            "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "b.viewDidDisappear", "a.viewDidAppear", "completion",
        ])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.view.superview === host.window)
        #expect(b.view.window == nil)
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .automatic])
    func stylesThatKeepThePresenterGiveItNoCallbacks(_ style: UIModalPresentationStyle) {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = style
        a.present(b, animated: true)
        host.runUntilIdle()
        a.dismiss(animated: true)
        host.runUntilIdle()
        #expect(!log.entries.contains { $0.hasPrefix("a.view") && $0.contains("ppear") })
        #expect(milestones(log).filter { $0.hasPrefix("b.view") && $0.contains("ppear") } == [
            "b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear", "b.viewWillDisappear", "b.viewDidDisappear",
        ])
        #expect(a.view.window === host.window)
    }

    @Test func automaticIsAPageSheet() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        #expect(b.modalPresentationStyle == .automatic)
        #expect(b.sheetPresentationController != nil)
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentationController?.presentationStyle == .pageSheet)
        #expect(b.view.frame.minY > 0)
    }

    @Test func beingPresentedAndDismissedIsTrueOnlyInThoseCallbacks() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
        }
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = Probe()
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(!b.isBeingPresented)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(b.seen == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
        #expect(!b.isBeingDismissed)
    }

    @Test func presentingWhileAlreadyPresentingIsRefusedWithUIKitsMessage() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: false)
        host.runUntilIdle()
        var completed = false
        a.present(c, animated: false) { completed = true }
        host.runUntilIdle()
        #expect(!completed)
        #expect(a.presentedViewController === b)
        #expect(host.diagnostics == ["Attempt to present \(c) on \(a) (from \(a)) which is already presenting \(b)."])
    }

    @Test func presentingFromAControllerOutsideTheWindowIsRefusedWithUIKitsMessage() {
        let host = TestHost()
        let detached = UIViewController(), b = UIViewController()
        detached.present(b, animated: true)
        host.runUntilIdle()
        #expect(detached.presentedViewController == nil)
        #expect(host.diagnostics == ["Attempt to present \(b) on \(detached) (from \(detached)) whose view is not in the window hierarchy."])
    }

    @Test func presentingWhileAPresentationIsInProgressIsRefused() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController(), c = UIViewController()
        a.present(b, animated: true)
        b.present(c, animated: true)
        host.runUntilIdle()
        #expect(b.presentedViewController == nil)
        #expect(host.diagnostics == ["Attempt to present \(c) on \(b) (from \(b)) while a presentation is in progress."])
    }

    @Test func presentingAControllerTwiceRaisesUIKitsException() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        a.present(b, animated: false)
        host.runUntilIdle()
        let other = UIViewController()
        host.window.addSubview(other.view)
        other.present(b, animated: false)
        #expect(host.diagnostics == [
            "NSInvalidArgumentException, reason: 'Application tried to present modally a view controller \(b) that is already being "
                + "presented by \(a).'; the call was refused.",
        ])
    }

    @Test func dismissOnThePresentedControllerIsForwardedToItsPresenter() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        a.present(b, animated: true)
        host.runUntilIdle()
        var completed = false
        b.dismiss(animated: true) { completed = true }
        host.runUntilIdle()
        #expect(completed)
        #expect(a.presentedViewController == nil)
    }

    @Test func dismissingFromLowerInAStackDismissesEverythingAbove() {
        let host = TestHost()
        let log = Log()
        let (a, b, c) = showStack(host, log, style: .fullScreen)
        a.dismiss(animated: true) { log.append("completion") }
        host.runUntilIdle()
        #expect(milestones(log) == [
            "c.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "c.viewDidDisappear", "a.viewDidAppear", "completion",
        ])
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(host.window.subviews.count == 1)
    }

    @Test func oracle14OnlyTheTopOfAStackAnimatesAndTheOnesBetweenDisappearAtOnce() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log), c = LoggingViewController("c", log: log)
        b.modalPresentationStyle = .overFullScreen
        c.modalPresentationStyle = .overFullScreen
        c.modalTransitionStyle = .crossDissolve
        a.present(b, animated: false)
        host.runUntilIdle()
        b.present(c, animated: false)
        host.runUntilIdle()
        log.clear()
        a.dismiss(animated: true) { log.append("completion") }
        host.advance(frames: 6)
        log.append("mid-animation")
        let topKeys = c.view.layer.animationKeys() ?? []
        let topAnimatesOpacity = topKeys.contains { (c.view.layer.animation(forKey: $0) as? CABasicAnimation)?.keyPath == "opacity" }
        let betweenAnimates = !(b.view.layer.animationKeys() ?? []).isEmpty || !(b.view.superview?.layer.animationKeys() ?? []).isEmpty
        let betweenHidden = b.view.window == nil || b.view.superview?.isHidden == true
        host.runUntilIdle()
        #expect(milestones(log) == [
            "c.viewWillDisappear", "b.viewWillDisappear", "b.viewDidDisappear", "mid-animation", "c.viewDidDisappear", "completion",
        ])
        #expect(topAnimatesOpacity)
        #expect(!betweenAnimates)
        #expect(betweenHidden)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(host.window.subviews == [a.view])
    }

    @Test func aChildPresentsFromTheControllerThatCoversTheWindow() {
        let host = TestHost()
        let log = Log()
        let container = ContainerViewController("root", log: log)
        let child = LoggingViewController("child", log: log)
        container.displayContentController(child)
        host.window.rootViewController = container
        host.turn()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        child.present(b, animated: false)
        #expect(b.presentingViewController === container)
        #expect(container.presentedViewController === b)
        #expect(child.presentedViewController === b)
        host.runUntilIdle()
        #expect(b.presentingViewController === container)
    }

    @Test func currentContextPresentsOverTheControllerThatDefinesTheContext() {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        let log = Log()
        let container = ContainerViewController("root", log: log)
        let context = LoggingViewController("context", log: log)
        context.definesPresentationContext = true
        let inner = LoggingViewController("inner", log: log)
        container.displayContentController(context)
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        host.window.rootViewController = container
        host.runUntilIdle()
        log.clear()
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .currentContext
        let contextFrame = context.view.convert(context.view.bounds, to: nil)
        inner.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === context)
        #expect(b.view.convert(b.view.bounds, to: nil) == contextFrame)
        #expect(context.view.window == nil)
        #expect(milestones(log).contains("context.viewDidDisappear"))
        #expect(!milestones(log).contains("root.viewWillDisappear"))
    }

    @Test func currentContextCoversTheWindowInACompactWidth() {
        let host = TestHost()
        let log = Log()
        let container = ContainerViewController("root", log: log)
        let context = LoggingViewController("context", log: log)
        context.definesPresentationContext = true
        container.displayContentController(context)
        host.window.rootViewController = container
        host.runUntilIdle()
        let b = UIViewController()
        b.modalPresentationStyle = .currentContext
        context.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === context)
        #expect(b.view.convert(b.view.bounds, to: nil) == host.window.bounds)
    }

    @Test func aContextThatProvidesItsTransitionStyleDecidesTheAnimation() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        a.definesPresentationContext = true
        a.providesPresentationContextTransitionStyle = true
        a.modalTransitionStyle = .crossDissolve
        let b = UIViewController()
        b.modalPresentationStyle = .overCurrentContext
        a.present(b, animated: true)
        host.advance(frames: 3)
        #expect(b.view.layer.presentation().map { $0.opacity < 1 } == true)
        host.runUntilIdle()
    }
}
