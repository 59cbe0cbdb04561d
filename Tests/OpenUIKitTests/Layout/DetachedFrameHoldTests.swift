import Foundation
import Testing
@testable import UIKit
@testable import OpenUIKit
import OpenUIKitTesting

/// A view positioned by constraints that leaves its superview holds the
/// frame it had (strongly, not required): what lies inside it keeps its
/// layout, constraints activated while it is detached win, and joining a
/// superview lets the hold go.
@MainActor
@Suite struct DetachedFrameHoldTests {
    /// A box at the root's top-left corner as wide as the root, with a
    /// child filling its width (the box's width comes only from its
    /// constraint to the root).
    @MainActor
    struct Fixture {
        let host = TestHost()
        let root: UIView
        let box: UIView
        let child: UIView

        init() {
            root = layoutRoot(host)
            box = constrainedView(in: root)
            child = constrainedView(in: box)
            NSLayoutConstraint.activate(atTopLeading(box, of: root) + [
                box.widthAnchor.constraint(equalTo: root.widthAnchor),
                child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                child.topAnchor.constraint(equalTo: box.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 5),
            ])
            host.turn()
        }
    }

    @Test func whatLiesInsideADetachedViewKeepsItsLayout() {
        let fixture = Fixture()
        #expect(fixture.child.frame == CGRect(x: 0, y: 0, width: 390, height: 5))
        fixture.box.removeFromSuperview()
        fixture.box.layoutIfNeeded()
        #expect(fixture.child.frame == CGRect(x: 0, y: 0, width: 390, height: 5))
        #expect(fixture.box.stored.layoutNode!.solvedRect == CGRect(x: 0, y: 0, width: 390, height: 10))
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func aConstraintActivatedOnADetachedViewWinsOverTheFrameItHolds() {
        let fixture = Fixture()
        fixture.box.removeFromSuperview()
        fixture.box.widthAnchor.constraint(equalToConstant: 80).isActive = true
        fixture.box.layoutIfNeeded()
        #expect(fixture.child.frame == CGRect(x: 0, y: 0, width: 80, height: 5))
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func aViewThatJoinsASuperviewAgainLetsGoOfTheFrameItHeld() {
        let fixture = Fixture()
        fixture.box.removeFromSuperview()
        fixture.root.addSubview(fixture.box)
        NSLayoutConstraint.activate([
            fixture.box.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor, constant: 20),
            fixture.box.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 30),
            fixture.box.widthAnchor.constraint(equalToConstant: 100),
        ])
        fixture.host.turn()
        #expect(fixture.box.frame == CGRect(x: 20, y: 30, width: 100, height: 10))
        #expect(fixture.child.frame == CGRect(x: 0, y: 0, width: 100, height: 5))
        #expect(fixture.box.stored.layoutNode!.pins.isEmpty)
        #expect(fixture.host.diagnostics.isEmpty)
    }
}
