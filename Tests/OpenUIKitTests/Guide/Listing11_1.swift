import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

@MainActor
@Suite struct Listing11_1Tests {
    @Test func thePresentedViewCoversTheRightHalfOfTheContainer() {
        let host = TestHost()
        let a = showRoot(host, Log())
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        let delegate = MyTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.runUntilIdle()
        #expect(b.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(b.presentationController?.frameOfPresentedViewInContainerView == CGRect(x: 195, y: 0, width: 195, height: 844))
    }
}
