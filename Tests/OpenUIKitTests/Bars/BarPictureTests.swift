import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    /// Pictures of the bars, written to /tmp/openuikit-bars for a person
    /// to look at, with checks that the marks are where they belong.
    @MainActor
    @Suite struct BarPictureTests {
        /// A host with a white window showing a navigation bar (back to
        /// "Inbox", title "Message", a "+" on the right) and a tab bar
        /// (three items, a badge on the second).
        func makeScene() -> (TestHost, UINavigationBar, UITabBar) {
            let host = TestHost(screenSize: CGSize(width: 390, height: 200), scale: 2)
            host.window.backgroundColor = .white
            let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            let message = UINavigationItem(title: "Message")
            message.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
            navigationBar.setItems([UINavigationItem(title: "Inbox"), message], animated: false)
            let tabBar = UITabBar(frame: CGRect(x: 0, y: 151, width: 390, height: 49))
            let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
            let recents = UITabBarItem(tabBarSystemItem: .recents, tag: 1)
            recents.badgeValue = "3"
            let more = UITabBarItem(tabBarSystemItem: .more, tag: 2)
            tabBar.setItems([favorites, recents, more], animated: false)
            tabBar.selectedItem = favorites
            host.window.addSubview(navigationBar)
            host.window.addSubview(tabBar)
            host.turn()
            return (host, navigationBar, tabBar)
        }

        @Test func aNavigationBarAndATabBarRenderTheirTitlesGlyphsAndBadge() throws {
            let (host, navigationBar, tabBar) = makeScene()
            let image = host.renderScreen(scale: 2)
            writeBarPicture(image, "bars")
            #expect(!navigationBar.backButton.isHidden)
            #expect(navigationBar.backButton.currentTitle == "Inbox")
            #expect(tabBar.slots.count == 3)
            #expect(tabBar.slots[1].badgeView.isHidden == false)
        }

        @Test func promptsLargeTitlesTextItemsAndAToolbarRender() {
            let host = TestHost(screenSize: CGSize(width: 390, height: 320), scale: 2)
            host.window.backgroundColor = .white
            let prompted = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 74))
            let compose = UINavigationItem(title: "New Message")
            compose.prompt = "Choose a recipient"
            compose.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
            compose.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            prompted.setItems([compose], animated: false)
            let large = UINavigationBar(frame: CGRect(x: 0, y: 90, width: 390, height: 96))
            large.prefersLargeTitles = true
            let mailboxes = UINavigationItem(title: "Mailboxes")
            mailboxes.rightBarButtonItems = [UIBarButtonItem(systemItem: .edit), UIBarButtonItem(systemItem: .search)]
            large.setItems([mailboxes], animated: false)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 230, width: 390, height: 44))
            toolbar.items = [
                UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(systemItem: .reply),
                .flexibleSpace(), UIBarButtonItem(systemItem: .action), .fixedSpace(20), UIBarButtonItem(systemItem: .close),
            ]
            for bar in [prompted, large, toolbar] as [UIView] { host.window.addSubview(bar) }
            host.turn()
            writeBarPicture(host.renderScreen(scale: 2), "more-bars")
            #expect(prompted.promptLabel.frame.height == 30)
            #expect(!large.largeTitleLabel.isHidden)
        }

        @Test func everyGlyphRendersInsideItsBox() {
            let size = BarGlyph.barItemSize
            let sheet = UIGraphicsImageRenderer(size: CGSize(width: 30 * CGFloat(BarGlyph.allCases.count), height: 30)).image { _ in
                for (index, glyph) in BarGlyph.allCases.enumerated() {
                    glyph.image(size: size).draw(at: CGPoint(x: 30 * CGFloat(index) + 4, y: 4))
                }
            }
            if let cgImage = sheet.cgImage { writeBarPicture(cgImage, "glyphs") }
            #expect(sheet.size.width == 30 * CGFloat(BarGlyph.allCases.count))
        }
    }
}
