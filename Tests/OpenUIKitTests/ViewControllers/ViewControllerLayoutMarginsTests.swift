import Foundation
import Testing
import UIKit
import OpenUIKitTesting

@MainActor
@Suite struct ViewControllerLayoutMarginsTests {
    @Test func aRootViewsSideMarginsAreAtLeastTheSystemMinimum() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.turn()
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins.left == 16)
        #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 16)
    }

    @Test func aRegularWidthEnvironmentHasTwentyPointMinimums() {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 768))
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.turn()
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.view.layoutMargins.right == 20)
    }

    @Test func aControllerThatDoesNotRespectTheMinimumKeepsItsOwnMargins() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.turn()
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        host.turn()
        #expect(controller.view.layoutMargins.left == 4)
        #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 4)
    }

    @Test func aPlainViewKeepsEightPointMargins() {
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
