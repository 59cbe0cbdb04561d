import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct ContainmentMisuseTests {
    @Test func aControllerCannotBeItsOwnChild() {
        let host = TestHost()
        let controller = UIViewController()
        controller.addChild(controller)
        #expect(controller.children.isEmpty)
        #expect(controller.parent == nil)
        #expect(host.diagnostics == [
            "UIViewControllerHierarchyInconsistency, reason: 'child view controller:\(controller) should have parent view "
                + "controller:(null) but requested parent is:\(controller)'; the call was refused.",
        ])
    }

    @Test func aControllerCannotBecomeTheChildOfItsDescendant() {
        let host = TestHost()
        let grandparent = UIViewController(), parent = UIViewController(), child = UIViewController()
        grandparent.addChild(parent)
        parent.addChild(child)
        child.addChild(grandparent)
        #expect(child.children.isEmpty)
        #expect(grandparent.parent == nil)
        #expect(host.diagnostics == [
            "UIViewControllerHierarchyInconsistency, reason: 'child view controller:\(grandparent) should have parent view "
                + "controller:(null) but requested parent is:\(child)'; the call was refused.",
        ])
    }

    @Test func transitionNeedsTwoChildrenOfTheReceiver() {
        let host = TestHost()
        let log = Log()
        let parent = LoggingViewController("parent", log: log)
        let child = LoggingViewController("child", log: log)
        let stranger = LoggingViewController("stranger", log: log)
        parent.addChild(child)
        log.clear()
        var completed = false
        parent.transition(from: child, to: stranger, duration: 0, animations: nil) { _ in completed = true }
        host.runUntilIdle()
        #expect(!completed)
        #expect(log.entries.isEmpty)
        #expect(host.diagnostics == [
            "NSInvalidArgumentException, reason: 'Children view controllers \(child) and \(stranger) must have a common parent "
                + "view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:"
                + "animations:completion:]'; the call was refused.",
        ])
    }

    @Test func removingAControllerWithoutAParentChangesNothing() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        root.removeFromParent()
        #expect(host.window.rootViewController === root)
        #expect(host.diagnostics == [
            "-[UIViewController removeFromParentViewController]: \(root) has no parent view controller; ignored.",
        ])
    }

    @Test func addingAChildOfAnotherParentMovesIt() {
        _ = TestHost()
        let log = Log()
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        let child = LoggingViewController("child", log: log)
        first.addChild(child)
        log.clear()
        second.addChild(child)
        #expect(log.entries == ["child.didMove(toParent: nil)", "child.willMove(toParent: second)"])
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
    }
}

@MainActor
@Suite struct MovingToAndFromParentTests {
    /// Records `isMovingToParent`/`isMovingFromParent` in its appearance callbacks.
    final class Probe: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isMovingFromParent)") }
    }

    @Test func theFlagsAreSetWhileTheChildMoves() {
        let host = TestHost()
        let parent = UIViewController()
        host.window.rootViewController = parent
        host.turn()
        let child = Probe()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        host.turn()
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        #expect(child.seen == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
    }
}
