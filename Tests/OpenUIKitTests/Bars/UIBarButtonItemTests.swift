import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

extension BarsTests {
    @MainActor
    @Suite struct UIBarButtonItemTests {
        /// A view controller whose items call its methods through `Self`.
        final class EditorViewController: UIViewController {
            var saved = 0

            func makeSaveItem() -> UIBarButtonItem {
                UIBarButtonItem(title: "Save", style: .done, target: self, action: Self.save)
            }

            func save() { saved += 1 }
        }

        /// An item shown on the right of a navigation bar in `host`, and its button.
        func show(_ item: UIBarButtonItem, in host: TestHost) -> UIView? {
            let top = UINavigationItem(title: "Notes")
            top.rightBarButtonItem = item
            return button(for: item, in: makeNavigationBar(in: host, items: [top]))
        }

        @Test func aNewItemIsAPlainEnabledItemWithoutContentOrAction() {
            let item = UIBarButtonItem()
            #expect(item.style == .plain)
            #expect(item.width == 0)
            #expect(item.customView == nil)
            #expect(item.primaryAction == nil)
            #expect(item.target == nil)
            #expect(item.action == nil)
            #expect(item.tintColor == nil)
            #expect(!item.isSelected)
            #expect(!item.isHidden)
            #expect(item.isEnabled)
        }

        @Test func theTitleInitializerKeepsTitleStyleAndTarget() {
            let receiver = BarActionReceiver()
            let item = UIBarButtonItem(title: "Send", style: .done, target: receiver, action: BarActionReceiver.itemTapped)
            #expect(item.title == "Send")
            #expect(item.style == .done)
            #expect(item.target === receiver)
            #expect(item.action != nil)
        }

        @Test func anItemWithANilTargetAndActionHasNoAction() {
            let item = UIBarButtonItem(image: UIImage(), style: .plain, target: nil, action: nil)
            #expect(item.image != nil)
            #expect(item.target == nil)
            #expect(item.action == nil)
        }

        @Test func aCustomViewItemKeepsItsView() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            #expect(UIBarButtonItem(customView: view).customView === view)
        }

        @Test func textSystemItemsShowTheirStandardTitlesAndKeepANilTitle() {
            let titles = [UIBarButtonItem.SystemItem.done, .cancel, .edit, .save, .undo].map { system in
                UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil).shownTitle
            }
            #expect(titles == ["Done", "Cancel", "Edit", "Save", "Undo"])
            #expect(UIBarButtonItem(systemItem: .done).title == nil)
        }

        @Test func glyphSystemItemsShowAnImageAndNoTitle() {
            let traits = UITraitCollection()
            for system in [UIBarButtonItem.SystemItem.add, .close, .search, .trash] {
                let item = UIBarButtonItem(systemItem: system)
                #expect(item.shownImage(for: traits) != nil)
                #expect(item.shownTitle == nil)
                #expect(item.image == nil)
            }
        }

        @Test func doneAndSaveSystemItemsUseTheDoneStyle() {
            #expect(UIBarButtonItem(systemItem: .done).style == .done)
            #expect(UIBarButtonItem(systemItem: .save).style == .done)
            #expect(UIBarButtonItem(systemItem: .cancel).style == .plain)
        }

        @Test func spacesAreSystemSpaceItems() {
            let fixed = UIBarButtonItem.fixedSpace(20)
            #expect(fixed.systemItem == .fixedSpace)
            #expect(fixed.width == 20)
            #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
        }

        @Test func aPrimaryActionGivesTheItemItsTitleAndImage() {
            let image = UIImage()
            let item = UIBarButtonItem(title: "Ignored", primaryAction: UIAction(title: "Share", image: image) { _ in })
            #expect(item.title == "Share")
            #expect(item.image === image)
        }

        @Test func aSystemItemKeepsItsLookWithAPrimaryAction() {
            let item = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction(title: "Other") { _ in })
            #expect(item.title == nil)
            #expect(item.shownTitle == "Edit")
        }

        @Test func tappingAnItemCallsItsTargetWithTheItem() throws {
            let host = TestHost()
            let receiver = BarActionReceiver()
            let item = UIBarButtonItem(title: "Send", style: .plain, target: receiver, action: BarActionReceiver.itemTapped)
            host.tap(try #require(show(item, in: host)))
            #expect(receiver.calls == ["itemTapped"])
            #expect(receiver.senders.first === item)
        }

        @Test func aMethodWithoutArgumentsIsCalled() {
            let receiver = BarActionReceiver()
            let item = UIBarButtonItem(
                barButtonSystemItem: .add, target: receiver, action: BarActionReceiver.somethingHappened)
            item.performPrimaryAction()
            #expect(receiver.calls == ["somethingHappened"])
        }

        @Test func aMethodTakingAnySenderIsCalled() {
            let receiver = BarActionReceiver()
            let item = UIBarButtonItem(title: "Send", style: .plain, target: receiver, action: BarActionReceiver.anySenderTapped)
            item.performPrimaryAction()
            #expect(receiver.calls == ["anySenderTapped"])
        }

        @Test func aMethodReferenceThroughSelfIsCalled() {
            let controller = EditorViewController()
            controller.makeSaveItem().performPrimaryAction()
            #expect(controller.saved == 1)
        }

        @Test func thePrimaryActionRunsInsteadOfTheTargetActionWithTheItemAsSender() throws {
            let host = TestHost()
            let receiver = BarActionReceiver()
            var senders: [Any?] = []
            let item = UIBarButtonItem(title: "Send", style: .plain, target: receiver, action: BarActionReceiver.itemTapped)
            item.primaryAction = UIAction(title: "Send") { action in senders.append(action.sender) }
            host.tap(try #require(show(item, in: host)))
            #expect(receiver.calls.isEmpty)
            #expect(senders.count == 1)
            #expect((senders.first as? UIBarButtonItem) === item)
        }

        @Test func aDisabledItemPerformsNothing() {
            let receiver = BarActionReceiver()
            let item = UIBarButtonItem(title: "Send", style: .plain, target: receiver, action: BarActionReceiver.itemTapped)
            item.isEnabled = false
            item.performPrimaryAction()
            #expect(receiver.calls.isEmpty)
        }

        @Test func tappingADisabledItemsButtonPerformsNothing() throws {
            let host = TestHost()
            let receiver = BarActionReceiver()
            var performed = 0
            let item = UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in performed += 1 })
            item.isEnabled = false
            let button = try #require(show(item, in: host) as? UIButton)
            #expect(!button.isEnabled)
            host.tap(button)
            #expect(performed == 0)
            #expect(receiver.calls.isEmpty)
        }

        @Test func theTargetIsHeldWeakly() {
            let item: UIBarButtonItem
            weak var released: BarActionReceiver?
            do {
                let receiver = BarActionReceiver()
                released = receiver
                item = UIBarButtonItem(title: "Send", style: .plain, target: receiver, action: BarActionReceiver.itemTapped)
            }
            #expect(released == nil)
            #expect(item.target == nil)
            item.performPrimaryAction()
        }

        @Test func aTargetOfAnotherTypeIsRefusedWithAMessage() {
            let host = TestHost()
            let item = UIBarButtonItem(title: "Send", style: .plain, target: UIView(), action: BarActionReceiver.itemTapped)
            #expect(item.target == nil)
            #expect(item.action == nil)
            #expect(host.diagnostics.contains { $0.contains("does not respond to an action of BarActionReceiver") })
        }

        @Test func changingAnItemsTitleUpdatesItsButton() throws {
            let host = TestHost()
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let button = try #require(show(item, in: host) as? UIButton)
            item.title = "Done"
            host.turn()
            #expect(button.currentTitle == "Done")
        }
    }
}
