import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    @MainActor
    @Suite struct UIToolbarTests {
        /// A 390-point toolbar in `host`'s window showing `items`, laid out.
        func makeToolbar(in host: TestHost, items: [UIBarButtonItem]) -> UIToolbar {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
            toolbar.setItems(items, animated: false)
            host.window.addSubview(toolbar)
            toolbar.layoutIfNeeded()
            return toolbar
        }

        /// A custom-view item `width` points wide.
        func block(_ width: CGFloat) -> UIBarButtonItem {
            UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: width, height: 30)))
        }

        @Test func aNewToolbarHasNoItemsAndIs44PointsHigh() {
            let toolbar = UIToolbar()
            #expect(toolbar.items == nil)
            #expect(toolbar.delegate == nil)
            #expect(toolbar.isTranslucent)
            #expect(toolbar.barTintColor == nil)
            #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 200)) == CGSize(width: 320, height: 44))
            #expect(toolbar.barPosition == .any)
        }

        @Test func itemsArePlacedLeftToRightFromTheMargin() {
            let host = TestHost()
            let first = block(40), second = block(50)
            _ = makeToolbar(in: host, items: [first, second])
            #expect(first.customView?.frame == CGRect(x: 16, y: 7, width: 40, height: 30))
            #expect(second.customView?.frame.minX == 64)
        }

        @Test func aFlexibleSpacePushesTheItemsAfterItToTheRightEdge() {
            let host = TestHost()
            let first = block(40), last = block(50)
            _ = makeToolbar(in: host, items: [first, .flexibleSpace(), last])
            #expect(first.customView?.frame.minX == 16)
            #expect(last.customView?.frame.maxX == 374)
        }

        @Test func flexibleSpacesOnBothSidesCentreAnItem() {
            let host = TestHost()
            let middle = block(60)
            _ = makeToolbar(in: host, items: [.flexibleSpace(), middle, .flexibleSpace()])
            #expect(middle.customView?.frame.midX == 195)
        }

        @Test func flexibleSpacesShareTheRoomLeftEqually() {
            let host = TestHost()
            let a = block(30), b = block(30), c = block(30)
            _ = makeToolbar(in: host, items: [a, .flexibleSpace(), b, .flexibleSpace(), c])
            let views = [a, b, c].compactMap(\.customView)
            #expect(views.map(\.frame.minX) == [16, 180, 344])
        }

        @Test func aFixedSpaceTakesItsWidth() {
            let host = TestHost()
            let first = block(40), second = block(40)
            _ = makeToolbar(in: host, items: [first, .fixedSpace(30), second])
            #expect(second.customView?.frame.minX == 86)
        }

        @Test func aHiddenItemIsLeftOut() {
            let host = TestHost()
            let first = block(40), hidden = block(40), last = block(40)
            hidden.isHidden = true
            _ = makeToolbar(in: host, items: [first, hidden, last])
            #expect(hidden.customView?.superview == nil)
            #expect(last.customView?.frame.minX == 64)
        }

        @Test func tappingAnItemPerformsItsAction() throws {
            let host = TestHost()
            let receiver = BarActionReceiver()
            let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: receiver, action: BarActionReceiver.itemTapped)
            let toolbar = makeToolbar(in: host, items: [.flexibleSpace(), trash])
            host.tap(try #require(toolbar.itemViews.view(for: trash)))
            #expect(receiver.calls == ["itemTapped"])
        }

        @Test func replacingTheItemsRemovesTheOldViews() {
            let host = TestHost()
            let old = block(40), new = block(40)
            let toolbar = makeToolbar(in: host, items: [old])
            toolbar.items = [new]
            toolbar.layoutIfNeeded()
            #expect(old.customView?.superview == nil)
            #expect(new.customView?.superview === toolbar)
        }
    }
}
