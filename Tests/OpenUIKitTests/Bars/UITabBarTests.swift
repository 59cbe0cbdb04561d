import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    @MainActor
    @Suite struct UITabBarTests {
        /// A tab bar delegate recording the items the user selected, by title.
        final class RecordingDelegate: UITabBarDelegate {
            var selected: [String] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                selected.append(item.title ?? "?")
            }
        }

        let inbox = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let sent = UITabBarItem(title: "Sent", image: nil, tag: 1)
        let drafts = UITabBarItem(title: "Drafts", image: nil, tag: 2)

        /// A 390-point tab bar at the bottom of `host`'s window with the
        /// three items, the first selected, laid out.
        func makeTabBar(in host: TestHost) -> UITabBar {
            let tabBar = UITabBar(frame: CGRect(x: 0, y: 761, width: 390, height: 49))
            tabBar.setItems([inbox, sent, drafts], animated: false)
            tabBar.selectedItem = inbox
            host.window.addSubview(tabBar)
            tabBar.layoutIfNeeded()
            return tabBar
        }

        @Test func aNewTabBarHasNoItemsAndIs49PointsHigh() {
            let tabBar = UITabBar()
            #expect(tabBar.items == nil)
            #expect(tabBar.selectedItem == nil)
            #expect(tabBar.delegate == nil)
            #expect(tabBar.itemPositioning == .automatic)
            #expect(tabBar.unselectedItemTintColor == nil)
            #expect(tabBar.isTranslucent)
            #expect(tabBar.sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 390, height: 49))
            #expect(tabBar.intrinsicContentSize.height == 49)
        }

        @Test func itemsTakeEqualSlotsAcrossTheBar() {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            #expect(tabBar.slots.map(\.frame.minX) == [0, 130, 260])
            #expect(tabBar.slots.allSatisfy { $0.frame.size == CGSize(width: 130, height: 49) })
        }

        @Test func centredItemsTakeTheirWidthAndSpacingInTheMiddle() {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            tabBar.itemPositioning = .centered
            tabBar.itemWidth = 80
            tabBar.itemSpacing = 10
            tabBar.layoutIfNeeded()
            #expect(tabBar.slots.map(\.frame.minX) == [65, 155, 245])
        }

        @Test func tappingAnItemSelectsItAndTellsTheDelegate() throws {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            let delegate = RecordingDelegate()
            tabBar.delegate = delegate
            host.tap(try #require(tabBar.slot(for: sent)))
            #expect(tabBar.selectedItem === sent)
            #expect(delegate.selected == ["Sent"])
        }

        @Test func tappingTheSelectedItemTellsTheDelegateAgain() throws {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            let delegate = RecordingDelegate()
            tabBar.delegate = delegate
            host.tap(try #require(tabBar.slot(for: inbox)))
            #expect(delegate.selected == ["Inbox"])
        }

        @Test func aVetoFromTheSelectionHookChangesNothing() throws {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            let delegate = RecordingDelegate()
            tabBar.delegate = delegate
            var asked: [String] = []
            tabBar.shouldSelectItem = { item in
                asked.append(item.title ?? "?")
                return false
            }
            host.tap(try #require(tabBar.slot(for: drafts)))
            #expect(asked == ["Drafts"])
            #expect(tabBar.selectedItem === inbox)
            #expect(delegate.selected.isEmpty)
        }

        @Test func anAgreeingSelectionHookLetsTheTapSelect() throws {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            tabBar.shouldSelectItem = { _ in true }
            host.tap(try #require(tabBar.slot(for: drafts)))
            #expect(tabBar.selectedItem === drafts)
        }

        @Test func settingTheSelectedItemDoesNotTellTheDelegate() {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            let delegate = RecordingDelegate()
            tabBar.delegate = delegate
            tabBar.selectedItem = sent
            #expect(delegate.selected.isEmpty)
        }

        @Test func theSelectedItemIsDrawnInTheTintColourAndTheOthersInTheUnselectedColour() throws {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            tabBar.tintColor = .systemGreen
            tabBar.unselectedItemTintColor = .systemOrange
            tabBar.layoutIfNeeded()
            #expect(try #require(tabBar.slot(for: inbox)).titleLabel.textColor == .systemGreen)
            #expect(try #require(tabBar.slot(for: sent)).titleLabel.textColor == .systemOrange)
        }

        @Test func aBadgeShowsTheBadgeValue() throws {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            let slot = try #require(tabBar.slot(for: sent))
            #expect(slot.badgeView.isHidden)
            sent.badgeValue = "12"
            host.turn()
            #expect(!slot.badgeView.isHidden)
            #expect(slot.badgeLabel.text == "12")
            #expect(slot.badgeView.backgroundColor == .systemRed)
            #expect(slot.badgeView.frame.height == 18)
            #expect(slot.badgeView.frame.width > 18)
        }

        @Test func removingTheSelectedItemDeselectsIt() {
            let host = TestHost()
            let tabBar = makeTabBar(in: host)
            tabBar.items = [sent, drafts]
            #expect(tabBar.selectedItem == nil)
            tabBar.layoutIfNeeded()
            #expect(tabBar.slots.count == 2)
        }
    }
}
