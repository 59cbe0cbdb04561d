import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Which controller controls the status bar, and when UIKit asks it again.
@MainActor
@Suite struct StatusBarAppearanceTests {
    final class Styled: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var child: UIViewController?
        /// How many times UIKit asked for ``childForStatusBarStyle``.
        var childAsked = 0
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? {
            childAsked += 1
            return child
        }
    }

    /// A host showing `root`; the test keeps it alive to its end
    /// (`UIApplication.shared` is its app only while it lives).
    func host(root: UIViewController) -> TestHost {
        let host = TestHost()
        host.window.rootViewController = root
        host.runUntilIdle()
        return host
    }

    @Test func aChangedPreferenceIsSeenOnlyAfterSetNeedsStatusBarAppearanceUpdate() {
        let root = Styled()
        root.style = .lightContent
        let host = host(root: root)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        root.style = .darkContent
        root.hidden = true
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(!UIApplication.shared.isStatusBarHidden)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        withExtendedLifetime(host) {}
    }

    @Test func aFullScreenPresentationTakesControlAndASheetOnlyWhenItCaptures() {
        let root = Styled()
        let host = host(root: root)
        let cover = Styled()
        cover.style = .lightContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        host.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        cover.dismiss(animated: true)
        host.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .default)
        let sheet = Styled()
        sheet.style = .darkContent
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .default)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
    }

    @Test func aContainerPassesControlToTheChildItNames() {
        let root = Styled()
        let child = Styled()
        child.style = .lightContent
        root.child = child
        let host = host(root: root)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        withExtendedLifetime(host) {}
    }

    @Test func aNavigationControllerTakesItsStyleFromItsBarNotItsTopController() {
        let top = Styled()
        top.style = .lightContent
        let navigation = UINavigationController(rootViewController: top)
        let host = host(root: navigation)
        #expect(UIApplication.shared.statusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        withExtendedLifetime(host) {}
    }

    @Test func theFrameSpansTheScreenOverItsTopSafeArea() {
        let host = host(root: UIViewController())
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        withExtendedLifetime(host) {}
    }

    @Test func aContainerNamingAnotherChildIsSeenAfterSetNeedsStatusBarAppearanceUpdate() {
        let root = Styled()
        let first = Styled(), second = Styled()
        first.style = .lightContent
        second.style = .darkContent
        root.child = first
        let host = host(root: root)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        root.child = second
        host.advance(frames: 1)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
    }

    @Test func frameTurnsWithNothingChangedDoNotAskTheControllersAgain() {
        let root = Styled()
        let host = host(root: root)
        let asked = root.childAsked
        host.advance(frames: 5)
        #expect(root.childAsked == asked)
        root.setNeedsStatusBarAppearanceUpdate()
        _ = UIApplication.shared.statusBarStyle
        #expect(root.childAsked > asked)
    }

    @Test func aNewRootTakesControl() {
        let root = Styled()
        let host = host(root: root)
        let next = Styled()
        next.style = .lightContent
        host.window.rootViewController = next
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test func anAddedChildTheContainerNamesTakesControl() {
        let root = Styled()
        let host = host(root: root)
        let child = Styled()
        child.style = .lightContent
        root.child = child
        root.addChild(child)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        withExtendedLifetime(host) {}
    }
}
