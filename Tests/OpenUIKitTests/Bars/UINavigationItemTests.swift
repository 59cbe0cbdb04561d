import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    @MainActor
    @Suite struct UINavigationItemTests {
        @Test func aNewItemHasUIKitsDefaults() {
            let item = UINavigationItem()
            #expect(item.title == nil)
            #expect(item.titleView == nil)
            #expect(item.prompt == nil)
            #expect(item.backButtonTitle == nil)
            #expect(item.backBarButtonItem == nil)
            #expect(!item.hidesBackButton)
            #expect(item.leftBarButtonItems == nil)
            #expect(item.rightBarButtonItems == nil)
            #expect(!item.leftItemsSupplementBackButton)
            #expect(item.largeTitleDisplayMode == .automatic)
            #expect(item.backButtonDisplayMode == .default)
        }

        @Test func theTitleInitializerSetsTheTitle() {
            #expect(UINavigationItem(title: "Inbox").title == "Inbox")
        }

        @Test func theLeftItemIsTheFirstOfTheLeftItems() {
            let item = UINavigationItem()
            let first = UIBarButtonItem(systemItem: .cancel)
            let second = UIBarButtonItem(systemItem: .edit)
            item.leftBarButtonItems = [first, second]
            #expect(item.leftBarButtonItem === first)
            item.setLeftBarButton(second, animated: true)
            #expect(item.leftBarButtonItems?.count == 1)
            #expect(item.leftBarButtonItems?.first === second)
            item.leftBarButtonItem = nil
            #expect(item.leftBarButtonItems == nil)
        }

        @Test func theRightItemIsTheFirstOfTheRightItems() {
            let item = UINavigationItem()
            let first = UIBarButtonItem(systemItem: .add)
            item.setRightBarButtonItems([first, UIBarButtonItem(systemItem: .edit)], animated: false)
            #expect(item.rightBarButtonItem === first)
            item.rightBarButtonItem = nil
            #expect(item.rightBarButtonItems == nil)
        }

        @Test func settingHidesBackButtonAnimatedSetsIt() {
            let item = UINavigationItem()
            item.setHidesBackButton(true, animated: true)
            #expect(item.hidesBackButton)
        }

        @Test func changingTheTopItemsTitleUpdatesTheBar() {
            let host = TestHost()
            let item = UINavigationItem(title: "Inbox")
            let bar = makeNavigationBar(in: host, items: [item])
            item.title = "Archive"
            host.turn()
            #expect(bar.titleLabel.text == "Archive")
        }

        @Test func addingARightItemUpdatesTheBar() {
            let host = TestHost()
            let item = UINavigationItem(title: "Inbox")
            let bar = makeNavigationBar(in: host, items: [item])
            let add = UIBarButtonItem(systemItem: .add)
            item.rightBarButtonItem = add
            host.turn()
            #expect(button(for: add, in: bar)?.superview === bar)
        }
    }
}
