import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A responder that performs one action.
@MainActor
final class ActionPerformingResponder: UIResponder {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "refresh:"
    }
}

/// `Selector` (the name of an action) and the responder queries that take one.
@MainActor
@Suite struct SelectorTests {
    @Test func aSelectorIsItsObjectiveCName() {
        #expect(Selector.showViewController.description == "showViewController:sender:")
        #expect(NSStringFromSelector(.showDetailViewController) == "showDetailViewController:sender:")
        #expect(NSSelectorFromString("refresh:") == "refresh:")
    }

    @Test func aResponderPerformsNoActionByDefault() {
        _ = TestHost()
        #expect(!UIResponder().canPerformAction("copy:", withSender: nil))
    }

    @Test func theTargetOfAnActionIsTheFirstResponderUpTheChainThatPerformsIt() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.turn()
        let view = UIView()
        controller.view.addSubview(view)
        #expect(view.target(forAction: "refresh:", withSender: nil) == nil)
        #expect(ActionPerformingResponder().target(forAction: "refresh:", withSender: nil) is ActionPerformingResponder)
    }
}
