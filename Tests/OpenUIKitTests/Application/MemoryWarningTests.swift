import Foundation
@testable import OpenUIKitTesting
import Testing
import UIKit

/// A memory warning reaches the app delegate, every controller in the
/// windows' hierarchies and the notification's observers, in that order,
/// and Core Animation drops what its renderers keep.
@MainActor
@Suite struct MemoryWarningTests {
    @MainActor final class Log {
        var entries: [String] = []
    }

    final class Delegate: NSObject, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.entries.append("delegate") }
    }

    final class Controller: UIViewController {
        let log: Log
        let name: String
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            log.entries.append(name)
        }
    }

    @Test func theDelegateThenEveryControllerThenTheNotificationAreTold() {
        let host = TestHost()
        let log = Log()
        let delegate = Delegate(log: log)
        UIApplication.shared.launch(delegate: delegate)
        let root = Controller("root", log: log)
        let child = Controller("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.window.rootViewController = root
        host.runUntilIdle()
        root.present(Controller("presented", log: log), animated: false)
        host.runUntilIdle()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared, queue: nil
        ) { _ in MainActor.assumeIsolated { log.entries.append("notification") } }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIApplication.shared.receiveMemoryWarning()
        #expect(log.entries == ["delegate", "root", "child", "presented", "notification"])
    }

    @Test func theScreenRendererDropsItsBackingStoresAndTheScreenStaysTheSame() throws {
        let host = TestHost(screenSize: CGSize(width: 120, height: 90), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .white
        for index in 0..<3 {
            let card = UIView(frame: CGRect(x: 10 + CGFloat(index) * 35, y: 20, width: 30, height: 30))
            card.backgroundColor = .systemBlue
            root.view.addSubview(card)
        }
        let veil = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
        veil.backgroundColor = .black
        veil.layer.cornerRadius = 4
        veil.alpha = 0.2
        root.view.addSubview(veil)
        host.window.rootViewController = root
        host.runUntilIdle()
        _ = host.renderScreen()
        veil.alpha = 0.3
        host.turn()
        let before = host.renderScreen()
        #expect(try #require(host.screenRenderer).renderer.backingStoreBytes > 0)
        UIApplication.shared.receiveMemoryWarning()
        let after = host.renderScreen()
        #expect(try #require(host.screenRenderer).renderer.backingStoreBytes == 0)
        var differing = 0
        for y in 0..<after.height {
            for x in 0..<after.width where after.pixel(x: x, y: y) != before.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(host.diagnostics.isEmpty)
    }
}
