import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
final class AdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    var style: UIModalPresentationStyle?
    var makeReplacement: ((UIViewController) -> UIViewController)?
    var adaptiveStyles: [UIModalPresentationStyle] = []

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        style ?? controller.adaptivePresentationStyle(for: traitCollection)
    }

    func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { makeReplacement?(controller.presentedViewController) }

    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        adaptiveStyles.append(style)
    }
}

@MainActor
@Suite struct AdaptivePresentationTests {
    @Test func aPopoverCoversTheScreenInACompactWidth() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .popover
        let delegate = AdaptiveDelegate()
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(delegate.adaptiveStyles == [.fullScreen])
        #expect(b.view.frame == host.window.bounds)
        #expect(a.view.window == nil)
    }

    @Test func aDelegateReturningNoneKeepsThePopover() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 200, height: 100)
        b.popoverPresentationController?.sourceView = a.view
        b.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 20, height: 20)
        let delegate = AdaptiveDelegate()
        delegate.style = UIModalPresentationStyle.none
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(delegate.adaptiveStyles == [UIModalPresentationStyle.none])
        #expect(b.view.frame.size == CGSize(width: 200, height: 113))  // the arrow's 13 points are its safe-area inset
        #expect(b.view.safeAreaInsets.top == 13)
        #expect(a.view.window === host.window)
    }

    @Test func nothingAdaptsInARegularWidth() {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2)
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = a.view
        b.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 20, height: 20)
        let delegate = AdaptiveDelegate()
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(delegate.adaptiveStyles == [UIModalPresentationStyle.none])
        #expect(b.view.frame.size == CGSize(width: 320, height: 493))
    }

    @Test func theDelegateCanChooseTheAdaptiveStyle() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        let delegate = AdaptiveDelegate()
        delegate.style = .overFullScreen
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(delegate.adaptiveStyles == [.overFullScreen])
        #expect(a.view.window === host.window)
        #expect(b.view.frame == host.window.bounds)
    }

    @Test func theDelegateCanPresentAnotherControllerWhenTheStyleAdapts() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .popover
        let wrapper = ContainerViewController("wrapper", log: log)
        let delegate = AdaptiveDelegate()
        delegate.makeReplacement = { presented in
            wrapper.displayContentController(presented)
            return wrapper
        }
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(a.presentedViewController === wrapper)
        #expect(wrapper.presentingViewController === a)
        #expect(b.presentingViewController === a)
        #expect(milestones(log).contains("b.viewDidAppear"))
        #expect(wrapper.view.frame == host.window.bounds)
        a.dismiss(animated: false)
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(wrapper.view.window == nil)
    }

    @Test func sheetsStayCardsInACompactWidth() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .formSheet
        let delegate = AdaptiveDelegate()
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(delegate.adaptiveStyles == [UIModalPresentationStyle.none])
        #expect(abs(b.view.frame.minY - 57) < 0.001)
        #expect(b.view.frame.width == 390)
    }
}

@MainActor
@Suite struct PresentationControllerTests {
    @Test func theDefaultPresentedViewAndFrameAreTheControllersViewAndTheContainer() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = LoggingTransitioningDelegate(Log())
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        let controller = b.presentationController!
        #expect(controller.presentedView === b.view)
        #expect(controller.frameOfPresentedViewInContainerView == controller.containerView!.bounds)
        #expect(controller.presentedViewController === b)
        #expect(controller.presentingViewController === a)
        #expect(!controller.shouldRemovePresentersView)
        #expect(controller.shouldPresentInFullscreen)
    }

    @Test func aControllerThatDoesNotPresentInFullScreenUsesTheCurrentContext() {
        let host = TestHost()
        let log = Log()
        let container = ContainerViewController("root", log: log)
        let context = LoggingViewController("context", log: log)
        context.definesPresentationContext = true
        container.displayContentController(context)
        host.window.rootViewController = container
        host.runUntilIdle()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = LoggingTransitioningDelegate(log)
        delegate.makePresentationController = { presented, presenting in
            let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.presentsInFullscreen = false
            return controller
        }
        b.transitioningDelegate = delegate
        context.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentingViewController === context)
        #expect(b.presentationController?.containerView?.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
    }

    @Test func overrideTraitsReachThePresentedControllerOnly() {
        final class Dark: UIPresentationController {
            override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
                super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
                overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
            }
        }
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = LoggingTransitioningDelegate(Log())
        delegate.makePresentationController = { Dark(presentedViewController: $0, presenting: $1) }
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.traitCollection.horizontalSizeClass == .regular)
        #expect(b.traitCollection.verticalSizeClass == .regular)
        #expect(b.traitCollection.userInterfaceIdiom == .phone)
        #expect(a.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func presentedAndPresentingFollowTheAncestorRules() {
        let host = TestHost()
        let log = Log()
        let container = ContainerViewController("root", log: log)
        let child = LoggingViewController("child", log: log)
        container.displayContentController(child)
        host.window.rootViewController = container
        host.runUntilIdle()
        let b = UIViewController()
        let inner = UIViewController()
        b.addChild(inner)
        container.present(b, animated: false)
        host.runUntilIdle()
        #expect(child.presentedViewController === b)
        #expect(inner.presentingViewController === container)
        #expect(b.presentingViewController === container)
    }
}
