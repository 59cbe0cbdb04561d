import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct WindowRootAppearanceTests {
    @Test func aWindowsRootAppearsWhenTheWindowShows() {
        let host = TestHost()
        let log = Log()
        let window = UIWindow(frame: host.screen.bounds)
        let root = LoggingViewController("root", log: log)
        window.rootViewController = root
        #expect(log.entries.isEmpty)
        window.makeKeyAndVisible()
        #expect(log.entries == ["root.loadView", "root.viewDidLoad", "root.viewWillAppear"])
        host.turn()
        #expect(log.entries == [
            "root.loadView", "root.viewDidLoad", "root.viewWillAppear",
            "root.updateViewConstraints", "root.viewIsAppearing", "root.viewWillLayoutSubviews",
            "root.view.layoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear",
        ])
        #expect(root.view.frame == window.bounds)
        #expect(root.view.superview === window)
    }

    @Test func settingTheRootOfAVisibleWindowShowsItAtOnce() {
        let host = TestHost()
        let log = Log()
        host.window.rootViewController = LoggingViewController("root", log: log)
        #expect(log.entries == ["root.loadView", "root.viewDidLoad", "root.viewWillAppear"])
        host.turn()
        #expect(log.entries.last == "root.viewDidAppear")
    }

    @Test func replacingTheRootSwapsAppearance() {
        let host = TestHost()
        let log = Log()
        let first = LoggingViewController("first", log: log)
        host.window.rootViewController = first
        host.turn()
        log.clear()
        let second = LoggingViewController("second", log: log)
        host.window.rootViewController = second
        #expect(log.entries == [
            "second.loadView", "second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
            "first.viewDidDisappear",
        ])
        host.turn()
        #expect(log.entries.suffix(6) == [
            "second.updateViewConstraints", "second.viewIsAppearing", "second.viewWillLayoutSubviews",
            "second.view.layoutSubviews", "second.viewDidLayoutSubviews", "second.viewDidAppear",
        ])
        #expect(first.view.superview == nil)
    }

    @Test func hidingTheWindowMakesTheRootDisappearAndShowingItAppearAgain() {
        let host = TestHost()
        let log = Log()
        host.window.rootViewController = LoggingViewController("root", log: log)
        host.turn()
        log.clear()
        host.window.isHidden = true
        #expect(log.entries == ["root.viewWillDisappear", "root.viewDidDisappear"])
        log.clear()
        host.window.isHidden = false
        host.turn()
        #expect(log.entries == ["root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
    }

    @Test func theRootViewResizesWithTheWindow() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    }
}
