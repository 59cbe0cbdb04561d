import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The deprecated status-bar-frame notifications, which libraries still
/// observe to lay out again.
@MainActor
@Suite struct StatusBarFrameNotificationTests {
    /// A controller whose status bar visibility the test switches.
    final class Controller: UIViewController {
        var hidesStatusBar = false
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
    }

    /// The names and frames of the notifications posted while it listens.
    @MainActor final class Listener {
        var posted: [String] = []
        private var observers: [NSObjectProtocol] = []

        init() {
            for name in [UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification] {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                    let line = "\(note.name.rawValue) \(Int(frame.width))x\(Int(frame.height))"
                    MainActor.assumeIsolated { self.posted.append(line) }
                })
            }
        }

        func stop() {
            observers.forEach(NotificationCenter.default.removeObserver)
        }
    }

    /// What was posted during `body`.
    private func record(_ body: () -> Void) -> [String] {
        let listener = Listener()
        body()
        listener.stop()
        return listener.posted
    }

    @Test func hidingTheStatusBarPostsWillWithTheNewFrameThenDidWithTheOld() {
        let host = TestHost()
        let controller = Controller()
        host.window.rootViewController = controller
        host.turn()
        let posted = record {
            controller.hidesStatusBar = true
            controller.setNeedsStatusBarAppearanceUpdate()
            host.turn()
        }
        #expect(posted == [
            "UIApplicationWillChangeStatusBarFrameNotification 0x0",
            "UIApplicationDidChangeStatusBarFrameNotification 390x47",
        ])
    }

    @Test func rotatingTheScreenPostsTheChange() {
        let host = TestHost()
        host.window.rootViewController = Controller()
        host.turn()
        let posted = record { host.rotate() }
        #expect(posted == [
            "UIApplicationWillChangeStatusBarFrameNotification 844x20",
            "UIApplicationDidChangeStatusBarFrameNotification 390x47",
        ])
    }

    @Test func aTurnWithoutAChangePostsNothing() {
        let host = TestHost()
        host.window.rootViewController = Controller()
        host.turn()
        #expect(record { host.advance(frames: 3) } == [])
    }
}
