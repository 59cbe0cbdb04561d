import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    @MainActor
    @Suite struct UITabBarItemTests {
        @Test func theTitleImageTagInitializerKeepsThem() {
            let image = UIImage()
            let item = UITabBarItem(title: "Inbox", image: image, tag: 4)
            #expect(item.title == "Inbox")
            #expect(item.image === image)
            #expect(item.tag == 4)
            #expect(item.selectedImage == nil)
            #expect(item.badgeValue == nil)
            #expect(item.badgeColor == nil)
        }

        @Test func theSelectedImageInitializerKeepsBothImages() {
            let image = UIImage(), selected = UIImage()
            let item = UITabBarItem(title: "Inbox", image: image, selectedImage: selected)
            #expect(item.image === image)
            #expect(item.selectedImage === selected)
        }

        @Test func systemItemsShowTheirStandardTitlesAndAGlyph() {
            let items = [UITabBarItem.SystemItem.more, .favorites, .topRated, .mostViewed].map {
                UITabBarItem(tabBarSystemItem: $0, tag: 0)
            }
            #expect(items.map(\.shownTitle) == ["More", "Favorites", "Top Rated", "Most Viewed"])
            #expect(items.allSatisfy { $0.title == nil && $0.image == nil })
            #expect(items.allSatisfy { $0.shownImage(selected: false, for: UITraitCollection()) != nil })
        }

        @Test func theSelectedImageIsShownWhileSelected() {
            let image = UIImage(), selected = UIImage()
            let item = UITabBarItem(title: "Inbox", image: image, selectedImage: selected)
            let traits = UITraitCollection()
            #expect(item.shownImage(selected: true, for: traits)?.renderingMode == .alwaysTemplate)
            item.selectedImage = selected.withRenderingMode(.alwaysOriginal)
            #expect(item.shownImage(selected: true, for: traits) === item.selectedImage)
            #expect(item.shownImage(selected: false, for: traits)?.renderingMode == .alwaysTemplate)
        }

        @Test func badgeTextAttributesAreKeptPerState() {
            let item = UITabBarItem()
            item.setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
            #expect(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .black)
            #expect(item.badgeTextAttributes(for: .selected) == nil)
        }
    }
}
