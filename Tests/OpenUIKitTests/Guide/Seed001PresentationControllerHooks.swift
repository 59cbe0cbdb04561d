import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// Seed 001's presentation controller hooks: chrome animated alongside,
/// re-layout when the container resizes, override traits, and whether
/// the presenter's views stay.
@MainActor
@Suite struct Seed001PresentationControllerTests {
    @Test func theDimmingViewFollowsTheContainerWhenTheDeviceRotates() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = MyTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.runUntilIdle()
        host.rotate()
        let controller = b.presentationController as! MyPresentationController
        #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(b.view.frame == CGRect(x: 422, y: 0, width: 422, height: 390))
    }

    @Test func overrideTraitsChangeOnlyTheTraitsTheySet() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = MyTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        b.presentationController?.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        host.turn()
        #expect(b.traitCollection.horizontalSizeClass == .regular)
        #expect(b.traitCollection.verticalSizeClass == .regular)
        #expect(b.traitCollection.displayScale == 3)
    }

    @Test func thePresentersViewsStayByDefault() {
        let host = TestHost()
        let log = Log()
        let a = showRoot(host, log)
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = MyTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentationController?.shouldRemovePresentersView == false)
        #expect(a.view.window === host.window)
        #expect(!log.entries.contains("a.viewWillDisappear"))
    }
}
