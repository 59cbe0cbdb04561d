import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct Listing10_2Tests {
    /// Presents `b` full screen from the host's root with the Listing 10-2 animator.
    private func present(_ host: TestHost, interactive: Bool) -> (UIViewController, UIViewController, DiagonalTransitioningDelegate) {
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        let delegate = DiagonalTransitioningDelegate()
        delegate.interactivePresentation = interactive
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.turn()
        return (a, b, delegate)
    }

    @Test func thePresentedViewComesInDiagonallyFromTheLowerRightCorner() {
        let host = TestHost()
        let (_, b, delegate) = present(host, interactive: false)
        host.advance(frames: 3)
        let early = b.view.layer.presentation()!.frame
        host.advance(by: 0.2)
        let later = b.view.layer.presentation()!.frame
        host.runUntilIdle()
        #expect(early.minX > later.minX && early.minY > later.minY)
        #expect(later.minX > 0 && later.minY > 0)
        #expect(b.view.frame == host.window.bounds)
        _ = delegate
    }

    @Test func theDismissedViewLeavesDiagonallyAndIsRemoved() {
        let host = TestHost()
        let (a, b, delegate) = present(host, interactive: false)
        host.runUntilIdle()
        b.dismiss(animated: true)
        host.advance(by: 0.25)
        let midway = b.view.layer.presentation()!.frame
        host.runUntilIdle()
        #expect(midway.minX > 0 && midway.minY > 0)
        #expect(b.view.superview == nil)
        #expect(a.view.superview === host.window)
        #expect(a.view.frame == host.window.bounds)
        _ = delegate
    }

    @Test func aCancelledPresentationTakesTheViewAway() {
        let host = TestHost()
        let (a, b, delegate) = present(host, interactive: true)
        delegate.interactor.update(0.4)
        host.turn()
        #expect(b.view.superview != nil)
        delegate.interactor.cancel()
        host.runUntilIdle()
        #expect(b.view.superview == nil)
        #expect(a.presentedViewController == nil)
        #expect(a.view.superview === host.window)
    }
}
