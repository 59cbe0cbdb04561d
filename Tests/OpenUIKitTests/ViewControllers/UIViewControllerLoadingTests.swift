import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIViewControllerLoadingTests {
    @Test func theViewLoadsOnFirstAccessAndOnlyOnce() {
        _ = TestHost()
        let log = Log()
        let controller = LoggingViewController("vc", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
    }

    @Test func thePlainViewFillsTheMainScreen() {
        let host = TestHost(screenSize: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        #expect(controller.view.frame == host.screen.bounds)
        #expect(controller.nibName == nil)
    }

    @Test func theViewsNextResponderIsItsController() {
        let host = TestHost()
        let controller = UIViewController()
        #expect(controller.view.next === controller)
        #expect(controller.next == nil)
        host.window.addSubview(controller.view)
        #expect(controller.next === host.window)
    }

    @Test func aLoadViewThatSetsNoViewGetsAPlainViewAndAMessage() {
        let host = TestHost()
        let controller = ForgetfulViewController()
        #expect(controller.view != nil)
        #expect(host.diagnostics == ["-[OpenUIKitTests.ForgetfulViewController loadView] did not set the view; using a plain view."])
    }

    @Test func aNibThatCannotLoadIsRefusedWithUIKitsReason() {
        let host = TestHost()
        let controller = UIViewController(nibName: "Missing", bundle: nil)
        #expect(controller.view != nil)
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.hasPrefix("NSInternalInconsistencyException, reason: 'Could not load NIB in bundle:") == true)
        #expect(host.diagnostics.first?.hasSuffix("with name 'Missing''; the call was refused.") == true)
    }

    @Test func settingTheViewMakesTheControllerItsOwner() {
        _ = TestHost()
        let controller = UIViewController()
        let custom = UIView()
        controller.view = custom
        #expect(controller.isViewLoaded)
        #expect(custom.next === controller)
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(custom.next == nil)
    }

    @Test func aViewOutlivingItsControllerHasNoOwner() {
        _ = TestHost()
        let view: UIView
        do {
            let controller = UIViewController()
            view = controller.view
            #expect(view.next === controller)
        }
        #expect(view.next == nil)
    }

    @Test func aControllerPrintsLikeUIKit() {
        let controller = UIViewController()
        #expect(controller.description.hasPrefix("<UIViewController: 0x"))
        let logging = LoggingViewController("x", log: Log())
        #expect(logging.description.hasPrefix("<OpenUIKitTests.LoggingViewController: 0x"))
    }
}

/// A controller whose `loadView` forgets to set the view.
final class ForgetfulViewController: UIViewController {
    override func loadView() {}
}
