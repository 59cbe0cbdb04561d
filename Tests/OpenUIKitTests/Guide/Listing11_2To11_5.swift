import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct Listing11_2To11_5Tests {
    private func present(_ host: TestHost, delegate: MyTransitioningDelegate) -> (UIViewController, UIViewController) {
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        return (a, b)
    }

    @Test func theDimmingViewStartsClearAndBlackAtFortyPercent() {
        let controller = MyPresentationController(presentedViewController: UIViewController(), presenting: nil)
        #expect(controller.dimmingView.alpha == 0)
        #expect(controller.dimmingView.backgroundColor == UIColor(white: 0, alpha: 0.4))
    }

    @Test func theDimmingViewFadesInAlongsideThePresentation() {
        let host = TestHost()
        let delegate = MyTransitioningDelegate()
        let (a, b) = present(host, delegate: delegate)
        host.advance(frames: 12)
        let controller = b.presentationController as! MyPresentationController
        let midway = controller.dimmingView.layer.presentation()?.opacity ?? -1
        host.runUntilIdle()
        #expect(midway > 0 && midway < 1)
        #expect(controller.dimmingView.alpha == 1)
        #expect(controller.dimmingView.superview === controller.containerView)
        #expect(controller.containerView?.subviews.first === controller.dimmingView)
        #expect(a.view.window === host.window)
    }

    @Test func withoutACoordinatorTheDimmingViewChangesAtOnce() {
        let host = TestHost()
        let delegate = MyTransitioningDelegate()
        let (_, b) = present(host, delegate: delegate)
        host.runUntilIdle()
        let controller = b.presentationController as! MyPresentationController
        #expect(b.transitionCoordinator == nil)
        controller.dismissalTransitionWillBegin()
        #expect(controller.dimmingView.alpha == 0)
        controller.presentationTransitionWillBegin()
        #expect(controller.dimmingView.alpha == 1)
    }

    @Test func dismissalFadesTheDimmingViewOutAndRemovesIt() {
        let host = TestHost()
        let delegate = MyTransitioningDelegate()
        let (_, b) = present(host, delegate: delegate)
        host.runUntilIdle()
        let controller = b.presentationController as! MyPresentationController
        b.dismiss(animated: true)
        host.advance(frames: 12)
        let midway = controller.dimmingView.layer.presentation()?.opacity ?? -1
        host.runUntilIdle()
        #expect(midway > 0 && midway < 1)
        #expect(controller.dimmingView.superview == nil)
        #expect(controller.containerView == nil)
    }

    @Test func aCancelledInteractivePresentationRemovesTheDimmingView() {
        let host = TestHost()
        let delegate = MyTransitioningDelegate()
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        let (a, b) = present(host, delegate: delegate)
        host.turn()
        let controller = b.presentationController as! MyPresentationController
        delegate.interactor?.update(0.5)
        host.turn()
        let dimmed = controller.dimmingView.layer.presentation()?.opacity ?? -1
        delegate.interactor?.cancel()
        host.runUntilIdle()
        #expect(abs(dimmed - 0.5) < 0.2)
        #expect(controller.dimmingView.superview == nil)
        #expect(a.presentedViewController == nil)
    }
}
