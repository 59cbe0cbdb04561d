import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct SizeTransitionTests {
    @Test func rotatingTellsControllersParentBeforeChildWithACoordinator() {
        let host = TestHost()
        let log = Log()
        let root = ContainerViewController("root", log: log)
        let child = LoggingViewController("child", log: log)
        root.displayContentController(child)
        host.window.rootViewController = root
        host.runUntilIdle()
        log.clear()
        var coordinatorSeen = false
        var alongsideRan = false
        var completed = false
        final class Probe: UIViewController {
            var onTransition: ((any UIViewControllerTransitionCoordinator) -> Void)?
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                onTransition?(coordinator)
            }
        }
        let probe = Probe()
        root.addChild(probe)
        root.view.addSubview(probe.view)
        probe.didMove(toParent: root)
        probe.onTransition = { coordinator in
            coordinatorSeen = probe.transitionCoordinator === coordinator as AnyObject
            coordinator.animate(alongsideTransition: { _ in alongsideRan = true }, completion: { _ in completed = true })
        }
        host.rotate()
        #expect(log.entries.filter { $0.contains("ransition") } == [
            "root.willTransition(to:with:)", "child.willTransition(to:with:)",
            "root.viewWillTransition(to: 844x390)", "child.viewWillTransition(to: 844x390)",
        ])
        let firstTransition = log.entries.firstIndex { $0.contains("viewWillTransition") }!
        let firstTraitChange = log.entries.firstIndex { $0.hasSuffix("traitCollectionDidChange") }!
        let firstLayout = log.entries.firstIndex { $0.hasSuffix("viewWillLayoutSubviews") }!
        #expect(firstTransition < firstTraitChange && firstTraitChange < firstLayout)
        #expect(coordinatorSeen && alongsideRan && completed)
        #expect(root.transitionCoordinator == nil)
        #expect(root.view.frame.size == CGSize(width: 844, height: 390))
        #expect(root.traitCollection.verticalSizeClass == .compact)
    }

    @Test func aResizeThatKeepsTheTraitsSendsOnlyTheSize() {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        let log = Log()
        _ = showRoot(host, log, name: "root")
        host.resizeWindow(to: CGSize(width: 1000, height: 1366))
        #expect(log.entries.filter { $0.contains("ransition") } == ["root.viewWillTransition(to: 1000x1366)"])
    }

    @Test func presentedControllersHearTheSizeThroughTheirPresentationController() {
        final class Recording: UIPresentationController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                sizes.append(size)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .custom
        let delegate = LoggingTransitioningDelegate(log)
        var made: Recording?
        delegate.makePresentationController = { presented, presenting in
            let controller = Recording(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        log.clear()
        host.rotate()
        #expect(made?.sizes == [CGSize(width: 844, height: 390)])
        #expect(log.entries.filter { $0.contains("viewWillTransition") } == [
            "a.viewWillTransition(to: 844x390)", "b.viewWillTransition(to: 844x390)",
        ])
        #expect(b.view.frame.size == CGSize(width: 844, height: 390))
    }

    @Test func aResizedWindowKeepsItsTopLeftCorner() {
        let host = TestHost()
        host.window.rootViewController = UIViewController()
        host.runUntilIdle()
        host.resizeWindow(to: CGSize(width: 600, height: 400), duration: 0.3)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(host.window.rootViewController?.view.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
    }
}
