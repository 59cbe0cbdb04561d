import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    /// Where a navigation bar puts its title, back button and items, and
    /// what the back button says.
    @MainActor
    @Suite struct UINavigationBarLayoutTests {
        /// The back button's title on a bar showing `back` below a top item titled "Top".
        func backTitle(for back: UINavigationItem, width: CGFloat = 390) -> String? {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
            bar.setItems([back, UINavigationItem(title: "Top")], animated: false)
            bar.layoutIfNeeded()
            return bar.backButton.currentTitle
        }

        @Test func theTitleIsCentredOnTheBar() {
            let host = TestHost()
            let bar = makeNavigationBar(in: host, items: [UINavigationItem(title: "Inbox")])
            #expect(bar.titleLabel.text == "Inbox")
            #expect(abs(bar.titleLabel.frame.midX - 195) <= 0.5)
            #expect(bar.titleLabel.frame.minY == 0)
            #expect(bar.titleLabel.frame.height == 44)
            #expect(bar.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        }

        @Test func rightItemsArePlacedRightToLeftFromTheMargin() throws {
            let host = TestHost()
            let top = UINavigationItem(title: "Inbox")
            let add = UIBarButtonItem(systemItem: .add)
            let edit = UIBarButtonItem(systemItem: .edit)
            top.rightBarButtonItems = [add, edit]
            let bar = makeNavigationBar(in: host, items: [top])
            let addButton = try #require(button(for: add, in: bar))
            let editButton = try #require(button(for: edit, in: bar))
            #expect(addButton.frame.maxX == 374)
            #expect(isClose(editButton.frame.maxX, addButton.frame.minX - 16))
            #expect(addButton.frame.height == 44)
        }

        @Test func leftItemsReplaceTheBackButton() throws {
            let host = TestHost()
            let top = UINavigationItem(title: "Edit")
            let cancel = UIBarButtonItem(systemItem: .cancel)
            top.leftBarButtonItem = cancel
            let bar = makeNavigationBar(in: host, items: [UINavigationItem(title: "Inbox"), top])
            #expect(bar.backButton.isHidden)
            #expect(try #require(button(for: cancel, in: bar)).frame.minX == 16)
        }

        @Test func leftItemsCanSupplementTheBackButton() throws {
            let host = TestHost()
            let top = UINavigationItem(title: "Edit")
            let cancel = UIBarButtonItem(systemItem: .cancel)
            top.leftBarButtonItem = cancel
            top.leftItemsSupplementBackButton = true
            let bar = makeNavigationBar(in: host, items: [UINavigationItem(title: "Inbox"), top])
            #expect(!bar.backButton.isHidden)
            #expect(bar.backButton.frame.minX == 8)
            #expect(isClose(try #require(button(for: cancel, in: bar)).frame.minX, bar.backButton.frame.maxX + 16))
        }

        @Test func theBackButtonIsHiddenWithoutABackItemOrWhenTheTopItemHidesIt() {
            let host = TestHost()
            let top = UINavigationItem(title: "Message")
            let bar = makeNavigationBar(in: host, items: [top])
            #expect(bar.backButton.isHidden)
            bar.setItems([UINavigationItem(title: "Inbox"), top], animated: false)
            bar.layoutIfNeeded()
            #expect(!bar.backButton.isHidden)
            top.hidesBackButton = true
            bar.layoutIfNeeded()
            #expect(bar.backButton.isHidden)
        }

        @Test func theBackTitleIsTheBackBarButtonItemsTitleFirst() {
            let back = UINavigationItem(title: "Inbox")
            back.backButtonTitle = "Mail"
            back.backBarButtonItem = UIBarButtonItem(title: "Letters", style: .plain, target: nil, action: nil)
            #expect(backTitle(for: back) == "Letters")
        }

        @Test func theBackTitleIsTheBackButtonTitleBeforeTheTitle() {
            let back = UINavigationItem(title: "Inbox")
            back.backButtonTitle = "Mail"
            #expect(backTitle(for: back) == "Mail")
        }

        @Test func theBackTitleIsThePreviousItemsTitle() {
            #expect(backTitle(for: UINavigationItem(title: "Inbox")) == "Inbox")
        }

        @Test func theBackTitleIsBackWhenThePreviousItemHasNoTitle() {
            #expect(backTitle(for: UINavigationItem()) == "Back")
        }

        @Test func aBackTitleThatDoesNotFitIsShortenedToBack() {
            #expect(backTitle(for: UINavigationItem(title: "All the messages from last year")) == "Back")
        }

        @Test func aBackTitleOnANarrowBarIsShortenedToTheChevron() {
            #expect(backTitle(for: UINavigationItem(title: "Inbox"), width: 120) == nil)
        }

        @Test func theGenericAndMinimalModesSayBackAndNothing() {
            let back = UINavigationItem(title: "Inbox")
            back.backButtonDisplayMode = .generic
            #expect(backTitle(for: back) == "Back")
            back.backButtonDisplayMode = .minimal
            #expect(backTitle(for: back) == nil)
        }

        @Test func theTitleMovesClearOfAWideLeftItem() throws {
            let host = TestHost()
            let top = UINavigationItem(title: "Inbox")
            let wide = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 30)))
            top.leftBarButtonItem = wide
            let bar = makeNavigationBar(in: host, items: [top])
            let custom = try #require(wide.customView)
            #expect(custom.frame == CGRect(x: 16, y: 7, width: 160, height: 30))
            #expect(isClose(bar.titleLabel.frame.minX, custom.frame.maxX + 8))
        }

        @Test func aTitleViewReplacesTheTitle() {
            let host = TestHost()
            let top = UINavigationItem(title: "Inbox")
            let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            top.titleView = titleView
            let bar = makeNavigationBar(in: host, items: [top])
            #expect(titleView.superview === bar)
            #expect(titleView.frame == CGRect(x: 145, y: 7, width: 100, height: 30))
            #expect(bar.titleLabel.isHidden)
        }

        @Test func aPromptSitsAboveTheTitleRow() {
            let host = TestHost()
            let top = UINavigationItem(title: "Inbox")
            top.prompt = "Choose a message"
            let bar = makeNavigationBar(in: host, items: [top])
            #expect(bar.promptLabel.text == "Choose a message")
            #expect(bar.promptLabel.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
            #expect(bar.titleLabel.frame.minY == 30)
        }

        @Test func aLaidOutBarDoesNotAskForLayoutAgain() {
            let host = TestHost()
            let top = UINavigationItem(title: "Message")
            top.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            let bar = makeNavigationBar(in: host, items: [UINavigationItem(title: "All the messages from last year"), top])
            host.turn()
            #expect(!bar.layer.needsLayout())
            #expect(bar.backButton.currentTitle == "Back")
        }

        @Test func anEmptyBackButtonTitleShowsTheChevronAlone() {
            let back = UINavigationItem(title: "Inbox")
            back.backButtonTitle = ""
            #expect(backTitle(for: back) == nil)
        }

        @Test func aLargeTitleIsShownBelowTheRowInsteadOfTheTitle() {
            let host = TestHost()
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 390, height: 96))
            bar.prefersLargeTitles = true
            bar.setItems([UINavigationItem(title: "Inbox")], animated: false)
            host.window.addSubview(bar)
            bar.layoutIfNeeded()
            #expect(bar.titleLabel.isHidden)
            #expect(!bar.largeTitleLabel.isHidden)
            #expect(bar.largeTitleLabel.text == "Inbox")
            #expect(bar.largeTitleLabel.frame.minX == 16)
            #expect(bar.largeTitleLabel.frame.minY == 44)
        }
    }
}
