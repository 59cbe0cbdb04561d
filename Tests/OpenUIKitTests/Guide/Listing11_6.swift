import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct Listing11_6Tests {
    @Test func theDelegateVendsThePresentationControllerForCustomStyleOnly() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let custom = UIViewController()
        custom.modalPresentationStyle = .custom
        let delegate = MyTransitioningDelegate()
        custom.transitioningDelegate = delegate
        #expect(custom.presentationController is MyPresentationController)
        let sheet = UIViewController()
        sheet.transitioningDelegate = delegate
        #expect(!(sheet.presentationController is MyPresentationController))
        a.present(custom, animated: false)
        host.runUntilIdle()
        #expect(custom.presentationController is MyPresentationController)
        #expect(custom.presentationController?.presentingViewController === a)
    }
}
