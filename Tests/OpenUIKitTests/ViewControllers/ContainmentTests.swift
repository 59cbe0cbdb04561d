import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A container written as the guide's "Implementing a Custom Container
/// View Controller" shows (in Swift).
@MainActor
final class ContainerViewController: LoggingViewController {
    var forwardsAppearance = true

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

    func frameForContentController() -> CGRect {
        CGRect(x: 0, y: 100, width: view.bounds.width, height: 300)
    }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    func cycle(from oldViewController: UIViewController, to newViewController: UIViewController) {
        oldViewController.willMove(toParent: nil)
        addChild(newViewController)
        newViewController.view.frame = frameForContentController().offsetBy(dx: view.bounds.width, dy: 0)
        let endFrame = frameForContentController()
        transition(from: oldViewController, to: newViewController, duration: 0.25, options: [], animations: {
            newViewController.view.frame = endFrame
        }, completion: { _ in
            oldViewController.removeFromParent()
            newViewController.didMove(toParent: self)
            self.log.append("completion")
        })
    }
}

@MainActor
@Suite struct ContainmentTests {
    private func showContainer(_ host: TestHost, _ log: Log) -> ContainerViewController {
        let container = ContainerViewController("parent", log: log)
        host.window.rootViewController = container
        host.turn()
        log.clear()
        return container
    }

    @Test func aChildOutlivingItsParentHasNoParent() {
        _ = TestHost()
        let child = UIViewController()
        do {
            let parent = UIViewController()
            parent.addChild(child)
            #expect(child.parent === parent)
        }
        #expect(child.parent == nil)
    }

    @Test func addChildCallsWillMoveButNotDidMove() {
        _ = TestHost()
        let log = Log()
        let parent = LoggingViewController("parent", log: log)
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        #expect(log.entries == ["child.willMove(toParent: parent)"])
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        #expect(child.isMovingToParent)
    }

    @Test func removeFromParentCallsDidMoveButNotWillMove() {
        _ = TestHost()
        let log = Log()
        let parent = LoggingViewController("parent", log: log)
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        log.clear()
        child.removeFromParent()
        #expect(log.entries == ["child.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func addingAChildOnScreenMakesItAppear() {
        let host = TestHost()
        let log = Log()
        let container = showContainer(host, log)
        let child = LoggingViewController("child", log: log)
        container.displayContentController(child)
        #expect(log.entries == [
            "child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
            "child.didMove(toParent: parent)",
        ])
        log.clear()
        host.turn()
        #expect(log.entries == [
            "child.updateViewConstraints",
            "parent.viewWillLayoutSubviews", "parent.view.layoutSubviews", "parent.viewDidLayoutSubviews",
            "child.viewIsAppearing", "child.viewWillLayoutSubviews",
            "child.view.layoutSubviews", "child.viewDidLayoutSubviews", "child.viewDidAppear",
        ])
        #expect(child.view.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
    }

    @Test func removingAChildOnScreenMakesItDisappear() {
        let host = TestHost()
        let log = Log()
        let container = showContainer(host, log)
        let child = LoggingViewController("child", log: log)
        container.displayContentController(child)
        host.turn()
        log.clear()
        container.hideContentController(child)
        #expect(log.entries == [
            "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(toParent: nil)",
        ])
        #expect(container.children.isEmpty)
    }

    @Test func childrenAddedOffScreenAppearWithTheirParent() {
        let host = TestHost()
        let log = Log()
        let container = ContainerViewController("parent", log: log)
        let child = LoggingViewController("child", log: log)
        container.displayContentController(child)
        #expect(log.entries == [
            "child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad", "parent.loadView", "parent.viewDidLoad",
            "child.didMove(toParent: parent)",
        ])
        log.clear()
        host.window.rootViewController = container
        host.turn()
        #expect(log.entries == [
            "parent.viewWillAppear", "child.viewWillAppear",
            "child.updateViewConstraints", "parent.updateViewConstraints",
            "parent.viewIsAppearing", "parent.viewWillLayoutSubviews",
            "parent.view.layoutSubviews", "parent.viewDidLayoutSubviews",
            "child.viewIsAppearing", "child.viewWillLayoutSubviews",
            "child.view.layoutSubviews", "child.viewDidLayoutSubviews",
            "parent.viewDidAppear", "child.viewDidAppear",
        ])
    }

    @Test func childrenLeaveTheScreenWithTheirParent() {
        let host = TestHost()
        let log = Log()
        let container = showContainer(host, log)
        container.displayContentController(LoggingViewController("child", log: log))
        host.turn()
        log.clear()
        host.window.rootViewController = nil
        #expect(log.entries == ["parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear", "child.viewDidDisappear"])
    }

    @Test func aContainerThatForwardsByHandDecidesItsChildrensAppearance() {
        let host = TestHost()
        let log = Log()
        let container = ContainerViewController("parent", log: log)
        container.forwardsAppearance = false
        let child = LoggingViewController("child", log: log)
        container.displayContentController(child)
        host.window.rootViewController = container
        host.turn()
        #expect(!log.entries.contains("child.viewWillAppear"))
        log.clear()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(log.entries == [
            "child.viewWillAppear", "child.viewIsAppearing", "child.viewDidAppear",
            "child.viewWillDisappear", "child.viewWillAppear", "child.viewIsAppearing", "child.viewDidAppear",
        ])
    }

    @Test func unbalancedAppearanceCallsPrintUIKitsMessage() {
        let host = TestHost()
        let controller = UIViewController()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        let message = "Unbalanced calls to begin/end appearance transitions for \(controller)."
        #expect(host.diagnostics == [message, message])
    }

    @Test func transitionBetweenChildrenFollowsTheOrderOfAContainerSwap() {
        let host = TestHost()
        let log = Log()
        let container = showContainer(host, log)
        let old = LoggingViewController("old", log: log)
        container.displayContentController(old)
        host.turn()
        log.clear()
        let new = LoggingViewController("new", log: log)
        container.cycle(from: old, to: new)
        #expect(log.entries == [
            "old.willMove(toParent: nil)", "new.willMove(toParent: parent)", "new.loadView", "new.viewDidLoad",
            "old.viewWillDisappear", "new.viewWillAppear",
        ])
        host.runUntilIdle()
        #expect(log.entries == [
            "old.willMove(toParent: nil)", "new.willMove(toParent: parent)", "new.loadView", "new.viewDidLoad",
            "old.viewWillDisappear", "new.viewWillAppear", "new.updateViewConstraints",
            "parent.viewWillLayoutSubviews", "parent.view.layoutSubviews", "parent.viewDidLayoutSubviews",
            "new.viewIsAppearing", "new.viewWillLayoutSubviews", "new.view.layoutSubviews",
            "new.viewDidLayoutSubviews",
            "old.viewDidDisappear", "new.viewDidAppear", "old.didMove(toParent: nil)", "new.didMove(toParent: parent)", "completion",
            "parent.viewWillLayoutSubviews", "parent.view.layoutSubviews", "parent.viewDidLayoutSubviews",
        ])
        #expect(old.view.superview == nil)
        #expect(new.view.superview === container.view)
        #expect(container.children == [new])
    }
}
