import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A controller whose view comes from `NibViewController.xib`.
final class NibViewController: UIViewController {
    @Outlet var messageLabel: UILabel!
    var taps = 0

    @IBAction func tapped(_ sender: UIButton) { taps += 1 }

    override var storyboardActions: [String: UIStoryboardActionHandler] {
        ["tapped:": .action(tapped)]
    }
}

/// The view class of `BadgeCell.xib`, with an outlet of its own.
final class NibBadgeView: UIView {
    @Outlet var titleLabel: UILabel!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// `UINib`: `.xib` files' top-level objects, the File's Owner's outlets and
/// actions, and view controllers loading their view from a nib.
@MainActor
@Suite struct UINibTests {
    @Test func instantiateMakesTheTopLevelObjectsInOrderWithTheirOutletsAndAwakeFromNib() throws {
        let host = TestHost()
        let objects = UINib(nibName: "BadgeCell", bundle: .module).instantiate(withOwner: nil)
        #expect(objects.count == 2)
        let badge = try #require(objects.first as? NibBadgeView)
        #expect(badge.titleLabel.text == "Badge")
        #expect(badge.awoke)
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func eachInstantiationMakesNewObjects() {
        let nib = UINib(nibName: "BadgeCell", bundle: .module)
        let first = nib.instantiate(withOwner: nil).first as? UIView
        let second = nib.instantiate(withOwner: nil).first as? UIView
        #expect(first != nil && first !== second)
    }

    @Test func aControllerWithANibNameLoadsItsViewFromTheNib() throws {
        let host = TestHost()
        let controller = NibViewController(nibName: "NibViewController", bundle: .module)
        host.window.rootViewController = controller
        host.runUntilIdle()
        #expect(controller.messageLabel.text == "From a nib")
        #expect(controller.messageLabel.frame.minY == controller.view.safeAreaInsets.top + 40)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func withoutANibNameTheNibNamedAfterTheClassIsUsed() {
        let controller = NibViewController(nibName: nil, bundle: .module)
        controller.loadViewIfNeeded()
        #expect(controller.messageLabel?.text == "From a nib")
    }

    @Test func theFilesOwnerReceivesTheControlsActions() throws {
        let host = TestHost()
        let controller = NibViewController(nibName: "NibViewController", bundle: .module)
        host.window.rootViewController = controller
        host.runUntilIdle()
        let tap = try #require(button(titled: "Tap", in: controller.view))
        host.tap(at: tap.convert(CGPoint(x: tap.bounds.midX, y: tap.bounds.midY), to: nil))
        host.runUntilIdle()
        #expect(controller.taps == 1)
    }

    @Test func aNibWithoutTheViewOutletIsUIKitsMessage() {
        let host = TestHost()
        let controller = UIViewController(nibName: "BadgeCell", bundle: .module)
        controller.loadViewIfNeeded()
        #expect(host.diagnostics.contains { $0.contains("loaded the \"BadgeCell\" nib but the view outlet was not set.") })
    }

    @Test func aMissingNibIsUIKitsMessage() {
        let host = TestHost()
        #expect(UINib(nibName: "Nowhere", bundle: .module).instantiate(withOwner: nil).isEmpty)
        #expect(host.diagnostics.contains { $0.contains("Could not find a nib named 'Nowhere' in bundle") })
    }
}
