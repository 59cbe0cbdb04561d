import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A controller of Restorable.storyboard that logs its restoration calls
/// into ``StoryboardAppRestorationTests/log``.
final class RestorableController: UIViewController {
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        StoryboardAppRestorationTests.log.append("encode \(restorationIdentifier ?? "-")")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        StoryboardAppRestorationTests.log.append("decode \(restorationIdentifier ?? "-")")
    }

    override func applicationFinishedRestoringState() {
        StoryboardAppRestorationTests.log.append("finished \(restorationIdentifier ?? "-")")
    }
}

/// ORACLE 43–44 walked through a storyboard app whose every scene uses
/// its storyboard identifier as its restoration identifier: tabs of
/// navigation controllers, a pushed controller and a presented form
/// sheet, restored with no restoration class and no delegate lookup —
/// the launch's storyboard gives the tabs and the lists, the storyboard
/// the saved controllers came from gives the rest.
@MainActor
@Suite(.serialized) struct StoryboardAppRestorationTests {
    nonisolated(unsafe) static var log: [String] = []

    /// The app as its launch builds it: the initial controller of Restorable.storyboard.
    func launch(_ window: UIWindow) {
        window.rootViewController = UIStoryboard(name: "Restorable", bundle: .module).instantiateInitialViewController()
    }

    /// Launches, opens the second tab, shows a message scrolled down and
    /// presents the composer over it.
    func openMessageAndCompose(_ host: TestHost) throws {
        launch(host.window)
        host.runUntilIdle()
        let tabs = try #require(host.window.rootViewController as? UITabBarController)
        tabs.selectedIndex = 1
        let archive = try #require((tabs.selectedViewController as? UINavigationController)?.topViewController)
        archive.performSegue(withIdentifier: "showMessage", sender: nil)
        host.runUntilIdle()
        let message = try #require(archive.navigationController?.topViewController)
        let body = try #require(message.view.subviews.first as? UIScrollView)
        body.contentSize = CGSize(width: 393, height: 4_000)
        body.contentOffset = CGPoint(x: 0, y: 900)
        message.performSegue(withIdentifier: "compose", sender: nil)
        host.runUntilIdle()
    }

    @Test func theWholeInterfaceComesBackFromTheStoryboardInTheOrderOfTheGuide() throws {
        let host = TestHost()
        try openMessageAndCompose(host)
        Self.log = []
        host.relaunch(delegate: SaveAndRestoreDelegate(), willFinishLaunching: launch)
        #expect(Self.log == [
            "encode Inbox", "encode Archive", "encode Message", "encode Compose",
            "decode Inbox", "decode Archive", "decode Message", "decode Compose",
            "finished Inbox", "finished Archive", "finished Message", "finished Compose",
        ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func theSelectedTabThePushedMessageAndThePresentedSheetAreBack() throws {
        let host = TestHost()
        try openMessageAndCompose(host)
        host.relaunch(delegate: SaveAndRestoreDelegate(), willFinishLaunching: launch)
        let tabs = try #require(host.window.rootViewController as? UITabBarController)
        #expect(tabs.restorationIdentifier == "Tabs")
        #expect(tabs.selectedIndex == 1)
        let stack = (tabs.selectedViewController as? UINavigationController)?.viewControllers ?? []
        #expect(stack.map(\.restorationIdentifier) == ["Archive", "Message"])
        #expect(stack.last?.storyboard != nil)
        let compose = try #require(tabs.presentedViewController)
        #expect(compose.restorationIdentifier == "Compose")
        #expect(compose.modalPresentationStyle == .formSheet)
        #expect((stack.last?.view.subviews.first as? UIScrollView)?.contentOffset == CGPoint(x: 0, y: 900))
    }
}
