import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    @MainActor
    @Suite struct UIBarItemTests {
        @Test func aNewItemIsEnabledWithoutTitleImageOrTag() {
            let item = UIBarItem()
            #expect(item.isEnabled)
            #expect(item.title == nil)
            #expect(item.image == nil)
            #expect(item.landscapeImagePhone == nil)
            #expect(item.largeContentSizeImage == nil)
            #expect(item.imageInsets == .zero)
            #expect(item.tag == 0)
        }

        @Test func titleTextAttributesAreKeptPerState() {
            let item = UIBarItem()
            item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
            #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
            #expect(item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor == .gray)
            #expect(item.titleTextAttributes(for: .highlighted) == nil)
            item.setTitleTextAttributes(nil, for: .disabled)
            #expect(item.titleTextAttributes(for: .disabled) == nil)
        }

        @Test func aButtonShowsItsItemsTitleFontAndColour() throws {
            let host = TestHost()
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let font = UIFont.systemFont(ofSize: 12)
            item.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.red], for: .normal)
            let top = UINavigationItem(title: "Notes")
            top.rightBarButtonItem = item
            let bar = makeNavigationBar(in: host, items: [top])
            let button = try #require(button(for: item, in: bar) as? UIButton)
            #expect(button.titleLabel?.font == font)
            #expect(button.currentTitleColor == .red)
        }

        @Test func theLandscapeImageIsUsedWhereTheVerticalSizeClassIsCompact() {
            let item = UIBarItem()
            let portrait = UIImage()
            let landscape = UIImage()
            item.image = portrait
            item.landscapeImagePhone = landscape
            #expect(item.image(for: UITraitCollection(verticalSizeClass: .regular)) === portrait)
            #expect(item.image(for: UITraitCollection(verticalSizeClass: .compact)) === landscape)
        }
    }
}
