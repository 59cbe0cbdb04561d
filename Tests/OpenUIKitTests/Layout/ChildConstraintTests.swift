import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The guide's "Adding a Child View Controller" with Auto Layout: the
/// child's root view is constrained after it joins the container's view,
/// and its constraints are removed before it leaves.
@MainActor
@Suite struct ChildConstraintTests {
    private final class Container: UIViewController {
        var childConstraints: [NSLayoutConstraint] = []

        func displayContentController(_ content: UIViewController) {
            addChild(content)
            content.view.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content.view)
            childConstraints = [
                content.view.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.view.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                content.view.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25),
            ]
            NSLayoutConstraint.activate(childConstraints)
            content.didMove(toParent: self)
        }

        func hideContentController(_ content: UIViewController) {
            content.willMove(toParent: nil)
            NSLayoutConstraint.deactivate(childConstraints)
            childConstraints = []
            content.view.removeFromSuperview()
            content.removeFromParent()
        }
    }

    /// A container on screen with a child shown, laid out.
    private func showChild(_ host: TestHost) -> (Container, UIViewController) {
        let container = Container()
        host.window.rootViewController = container
        host.turn()
        let child = UIViewController()
        container.displayContentController(child)
        host.turn()
        return (container, child)
    }

    @Test func aChildsRootViewIsPlacedByTheContainersConstraints() {
        let host = TestHost()
        let (container, child) = showChild(host)
        #expect(child.view.frame == CGRect(x: 16, y: 599, width: 358, height: 211))
        #expect(container.view.constraints.count == 4)
    }

    @Test func hidingTheChildLeavesNoConstraintsBehind() {
        let host = TestHost()
        let (container, child) = showChild(host)
        container.hideContentController(child)
        host.turn()
        #expect(container.view.constraints.isEmpty)
        #expect(child.view.superview == nil)
        #expect(container.children.isEmpty)
        #expect(host.diagnostics.isEmpty)
    }
}
