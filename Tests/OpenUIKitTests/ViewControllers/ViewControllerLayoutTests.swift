import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct ViewControllerLayoutTests {
    @Test func aLayoutPassRunsInTheGuidesOrder() {
        let host = TestHost()
        let log = Log()
        let controller = LoggingViewController("vc", log: log)
        host.window.rootViewController = controller
        host.turn()
        log.clear()
        controller.view.setNeedsLayout()
        host.turn()
        #expect(log.entries == ["vc.viewWillLayoutSubviews", "vc.view.layoutSubviews", "vc.viewDidLayoutSubviews"])
    }

    @Test func updateViewConstraintsRunsBeforeLayoutWhenAsked() {
        let host = TestHost()
        let log = Log()
        let controller = LoggingViewController("vc", log: log)
        host.window.rootViewController = controller
        host.turn()
        log.clear()
        controller.view.setNeedsUpdateConstraints()
        #expect(controller.view.needsUpdateConstraints())
        host.turn()
        #expect(log.entries == [
            "vc.updateViewConstraints", "vc.viewWillLayoutSubviews", "vc.view.layoutSubviews", "vc.viewDidLayoutSubviews",
        ])
        #expect(!controller.view.needsUpdateConstraints())
    }

    @Test func additionalSafeAreaInsetsAddToTheViewsSafeArea() {
        final class Probe: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let host = TestHost(screenSize: CGSize(width: 390, height: 844))
        let controller = Probe()
        host.window.rootViewController = controller
        host.turn()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let before = controller.changes
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 5)
        host.turn()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 5))
        #expect(controller.changes == before + 1)
    }

    @Test func layoutMarginChangesReachTheController() {
        final class Probe: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() { changes += 1 }
        }
        _ = TestHost()
        let controller = Probe()
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(controller.changes == 1)
    }

    @Test func oracle35APreferredContentSizeChangeComesWithoutACoordinator() {
        final class Parent: LoggingViewController {
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                super.preferredContentSizeDidChange(forChildContentContainer: container)
                let size = container.preferredContentSize
                log.append("\(name).preferredContentSizeDidChange(\(Int(size.width))x\(Int(size.height))) coordinator=\(transitionCoordinator != nil)")
            }
        }
        let host = TestHost()
        let log = Log()
        let parent = Parent("parent", log: log)
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.window.rootViewController = parent
        host.runUntilIdle()
        log.clear()
        child.preferredContentSize = CGSize(width: 200, height: 100)
        host.runUntilIdle()
        #expect(log.entries == ["parent.preferredContentSizeDidChange(200x100) coordinator=false"])
    }

    @Test func aPreferredContentSizeChangeReachesTheParent() {
        final class Parent: UIViewController {
            var changed: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                changed.append(container.preferredContentSize)
            }
        }
        _ = TestHost()
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(parent.changed == [CGSize(width: 200, height: 100)])
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 5, height: 6)) == CGSize(width: 5, height: 6))
    }
}

@MainActor
@Suite struct ViewControllerLifetimeTests {
    @Test func noControllerOrViewOutlivesItsRemoval() {
        let host = TestHost()
        let container = UIViewController()
        host.window.rootViewController = container
        host.turn()
        var released = 0
        for cycle in 0..<10_000 {
            weak var weakChild: UIViewController?
            weak var weakView: UIView?
            do {
                let child = UIViewController()
                weakChild = child
                container.addChild(child)
                container.view.addSubview(child.view)
                weakView = child.view
                child.didMove(toParent: container)
                if cycle % 100 == 0 { host.turn() }
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            host.turn()
            if weakChild == nil && weakView == nil { released += 1 }
        }
        #expect(released == 10_000)
        #expect(container.children.isEmpty)
    }
}
