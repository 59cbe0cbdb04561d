import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// The guide's Listing 10-1 in Swift: a transitioning delegate that
/// creates and returns the animator for a presentation.
@MainActor
final class Listing10_1Delegate: UIViewControllerTransitioningDelegate {
    private(set) var vended: [DiagonalAnimator] = []

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = DiagonalAnimator(presenting: true)
        vended.append(animator)
        return animator
    }
}

@MainActor
@Suite struct Listing10_1Tests {
    @Test func theDelegatesAnimatorRunsThePresentation() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        let delegate = Listing10_1Delegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        host.advance(frames: 6)
        let moving = b.view.layer.presentation()!.frame
        host.runUntilIdle()
        #expect(delegate.vended.count == 1)
        #expect(moving.minX > 0 && moving.minY > 0)
        #expect(b.view.frame == host.window.bounds)
    }

    @Test func theDismissalFallsBackToTheTransitionStyle() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        let delegate = Listing10_1Delegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: false)
        host.runUntilIdle()
        b.dismiss(animated: true)
        host.advance(frames: 6)
        let opacity = b.view.layer.presentation()?.opacity ?? -1
        host.runUntilIdle()
        #expect(opacity > 0 && opacity < 1)
        #expect(a.presentedViewController == nil)
    }
}
