import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    @MainActor
    @Suite struct UINavigationBarTests {
        let inbox = UINavigationItem(title: "Inbox")
        let message = UINavigationItem(title: "Message")

        @Test func aNewBarHasNoItemsAndUIKitsDefaults() {
            let bar = UINavigationBar()
            #expect(bar.items == nil)
            #expect(bar.topItem == nil)
            #expect(bar.backItem == nil)
            #expect(bar.delegate == nil)
            #expect(!bar.prefersLargeTitles)
            #expect(bar.isTranslucent)
            #expect(bar.barStyle == .default)
            #expect(bar.barTintColor == nil)
            #expect(bar.titleTextAttributes == nil)
        }

        @Test func theBarIs44PointsHigh() {
            let bar = UINavigationBar()
            #expect(bar.sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 390, height: 44))
            #expect(bar.intrinsicContentSize.height == 44)
        }

        @Test func pushingAnItemMakesItTheTopAndThePreviousOneTheBackItem() {
            let bar = UINavigationBar()
            bar.pushItem(inbox, animated: false)
            bar.pushItem(message, animated: true)
            #expect(bar.items == [inbox, message])
            #expect(bar.topItem === message)
            #expect(bar.backItem === inbox)
        }

        @Test func aPushAsksTheDelegateThenTellsIt() {
            let bar = UINavigationBar()
            let delegate = RecordingNavigationBarDelegate()
            bar.delegate = delegate
            bar.pushItem(inbox, animated: false)
            #expect(delegate.calls == ["shouldPush", "didPush"])
        }

        @Test func aRefusedPushChangesNothing() {
            let bar = UINavigationBar()
            let delegate = RecordingNavigationBarDelegate()
            delegate.allowsPush = false
            bar.delegate = delegate
            bar.pushItem(inbox, animated: false)
            #expect(delegate.calls == ["shouldPush"])
            #expect(bar.items == nil)
        }

        @Test func aPopReturnsTheTopItemAfterAskingAndTellingTheDelegate() {
            let bar = UINavigationBar()
            bar.setItems([inbox, message], animated: false)
            let delegate = RecordingNavigationBarDelegate()
            bar.delegate = delegate
            #expect(bar.popItem(animated: true) === message)
            #expect(delegate.calls == ["shouldPop", "didPop"])
            #expect(bar.items == [inbox])
        }

        @Test func aRefusedPopReturnsNilAndKeepsTheStack() {
            let bar = UINavigationBar()
            bar.setItems([inbox, message], animated: false)
            let delegate = RecordingNavigationBarDelegate()
            delegate.allowsPop = false
            bar.delegate = delegate
            #expect(bar.popItem(animated: false) == nil)
            #expect(delegate.calls == ["shouldPop"])
            #expect(bar.topItem === message)
        }

        @Test func theBottomItemIsNotPopped() {
            let host = TestHost()
            let bar = UINavigationBar()
            bar.setItems([inbox], animated: false)
            let delegate = RecordingNavigationBarDelegate()
            bar.delegate = delegate
            #expect(bar.popItem(animated: false) == nil)
            #expect(bar.items == [inbox])
            #expect(delegate.calls.isEmpty)
            #expect(host.diagnostics.contains { $0.contains("popItem(animated:) refused") })
        }

        @Test func settingTheItemsReplacesTheStackWithoutTheDelegate() {
            let bar = UINavigationBar()
            let delegate = RecordingNavigationBarDelegate()
            bar.delegate = delegate
            bar.items = [inbox, message]
            #expect(bar.topItem === message)
            bar.setItems(nil, animated: true)
            #expect(bar.items == nil)
            #expect(delegate.calls.isEmpty)
        }

        @Test func tappingTheBackButtonPopsThroughTheDelegate() {
            let host = TestHost()
            let bar = makeNavigationBar(in: host, items: [inbox, message])
            let delegate = RecordingNavigationBarDelegate()
            bar.delegate = delegate
            host.tap(bar.backButton)
            #expect(delegate.calls == ["shouldPop", "didPop"])
            #expect(bar.topItem === inbox)
        }

        @Test func theBackButtonActionIsCalledInsteadOfPopping() {
            let host = TestHost()
            let bar = makeNavigationBar(in: host, items: [inbox, message])
            let delegate = RecordingNavigationBarDelegate()
            bar.delegate = delegate
            var calls = 0
            bar.backButtonAction = { calls += 1 }
            host.tap(bar.backButton)
            #expect(calls == 1)
            #expect(delegate.calls.isEmpty)
            #expect(bar.topItem === message)
        }

        @Test func aPromptMakesTheBar74PointsHigh() {
            let bar = UINavigationBar()
            message.prompt = "Choose a recipient"
            bar.setItems([inbox, message], animated: false)
            #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 74)
            bar.popItem(animated: false)
            #expect(bar.intrinsicContentSize.height == 44)
        }

        @Test func aLargeTitleMakesTheBar96PointsHigh() {
            let bar = UINavigationBar()
            bar.prefersLargeTitles = true
            bar.setItems([inbox], animated: false)
            #expect(bar.intrinsicContentSize.height == 96)
        }

        @Test func anAutomaticItemTakesTheLargeTitleModeOfTheItemBelow() {
            let bar = UINavigationBar()
            bar.prefersLargeTitles = true
            inbox.largeTitleDisplayMode = .never
            bar.setItems([inbox, message], animated: false)
            #expect(bar.intrinsicContentSize.height == 44)
            message.largeTitleDisplayMode = .always
            #expect(bar.intrinsicContentSize.height == 96)
        }

        @Test func theBarPositionIsTheDelegatesAnswer() {
            final class TopDelegate: UINavigationBarDelegate {
                func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
            }
            let bar = UINavigationBar()
            #expect(bar.barPosition == .any)
            let delegate = TopDelegate()
            bar.delegate = delegate
            #expect(bar.barPosition == .topAttached)
        }
    }
}
