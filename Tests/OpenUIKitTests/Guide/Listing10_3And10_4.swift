import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct Listing10_3And10_4Tests {
    @Test func aDragDownTheContainerDrivesTheDismissalAndFinishesIt() {
        let host = TestHost(screenSize: CGSize(width: 400, height: 800), safeAreaInsets: .zero)
        let log = Log()
        let a = showRoot(host, log)
        let b = LoggingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        let delegate = DiagonalTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        let interactor = MyInteractiveTransition()
        delegate.interactor = interactor
        delegate.interactiveDismissal = true
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        host.turn()
        #expect(interactor.panGesture.view === b.transitionCoordinator?.containerView)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), duration: 0.5, lift: false)
        #expect(abs(interactor.percentComplete - 0.5) < 0.02)
        let midway = b.view.layer.presentation()!.frame
        #expect(midway.minX > 100 && midway.minX < 300)
        host.touchUp()
        host.runUntilIdle()
        #expect(dismissed)
        #expect(a.presentedViewController == nil)
        #expect(interactor.panGesture.view == nil)
        #expect(b.view.window == nil)
    }
}
