import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIWindowAndApplicationTests {
    @Test func theHostsWindowIsKeyVisibleAndFillsTheScreen() {
        let host = TestHost(screenSize: CGSize(width: 320, height: 480), scale: 2)
        #expect(host.window.isKeyWindow)
        #expect(!host.window.isHidden)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(UIScreen.main === host.screen)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 640, height: 960))
        #expect(UIApplication.shared.keyWindow === host.window)
        #expect(UIApplication.shared.windows.contains(host.window))
    }

    @Test func makingAnotherWindowKeyTellsBothWindows() {
        final class Window: UIWindow {
            var events: [String] = []
            override func becomeKey() { events.append("becomeKey") }
            override func resignKey() { events.append("resignKey") }
        }
        _ = TestHost()
        let first = Window(frame: UIScreen.main.bounds)
        let second = Window(frame: UIScreen.main.bounds)
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        #expect(first.events == ["becomeKey", "resignKey"])
        #expect(second.events == ["becomeKey"])
        #expect(!first.isKeyWindow && second.isKeyWindow)
    }

    @Test func aReleasedWindowLeavesTheApplicationsWindowsAndIsNoLongerKey() {
        let host = TestHost()
        do {
            let window = UIWindow(frame: host.window.bounds)
            window.makeKeyAndVisible()
            #expect(UIApplication.shared.windows.contains { $0 === window })
            #expect(UIApplication.shared.keyWindow === window)
            window.isHidden = true
        }
        host.advance(frames: 1)  // the turn lets go of what it held for its commit
        #expect(UIApplication.shared.windows.count == 1)
        #expect(UIApplication.shared.windows.first === host.window)
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func windowsAreOrderedByLevel() {
        _ = TestHost()
        let alert = UIWindow(frame: .zero)
        alert.windowLevel = .alert
        let normal = UIWindow(frame: .zero)
        let windows = UIApplication.shared.windows
        #expect(windows.firstIndex(of: normal)! < windows.firstIndex(of: alert)!)
    }

    @Test func theResponderChainRunsFromViewToWindowToApplication() {
        let host = TestHost()
        let view = UIView()
        host.window.addSubview(view)
        #expect(view.next === host.window)
        #expect(host.window.next === UIApplication.shared)
    }

    @Test func launchingCallsTheDelegateInOrder() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var events: [String] = []
            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                events.append("willFinishLaunching")
                return true
            }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                events.append("didFinishLaunching")
                window = UIWindow()
                window?.makeKeyAndVisible()
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { events.append("didBecomeActive") }
        }
        _ = TestHost()
        let delegate = Delegate()
        UIApplication.shared.launch(delegate: delegate)
        #expect(delegate.events == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.keyWindow === delegate.window)
        #expect(UIApplication.shared.next === delegate)
    }

    @Test func onlyAResponderThatCanBecomeFirstResponderInAWindowBecomesIt() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let host = TestHost()
        let field = Field()
        #expect(!field.becomeFirstResponder())
        host.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }
}
