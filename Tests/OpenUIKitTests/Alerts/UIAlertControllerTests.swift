import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The visible button titled `title` under `view`, if any (in a window,
/// neither it nor a superview hidden).
@MainActor
func button(titled title: String, in view: UIView) -> UIButton? {
    guard !view.isHidden else { return nil }
    if let button = view as? UIButton, button.currentTitle == title, button.window != nil { return button }
    for subview in view.subviews {
        if let found = button(titled: title, in: subview) { return found }
    }
    return nil
}

/// Alerts and action sheets: how they are laid out, how actions are
/// chosen, and what is refused.
@MainActor
@Suite struct UIAlertControllerTests {
    /// A host showing "a", with a log.
    @MainActor
    struct Fixture {
        let host: TestHost
        let log = Log()
        let a: UIViewController

        init(pad: Bool = false) {
            host = pad ? TestHost(screenSize: CGSize(width: 1024, height: 1366), scale: 2) : TestHost()
            a = showRoot(host, log)
            log.clear()
        }

        /// Taps the centre of the button titled `title`.
        func tap(_ title: String) {
            guard let button = button(titled: title, in: host.window) else {
                Issue.record("no button titled \(title)")
                return
            }
            host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window))
            host.runUntilIdle()
        }

        func present(_ alert: UIAlertController) {
            a.present(alert, animated: true)
            host.runUntilIdle()
        }

        func frame(of title: String) -> CGRect? {
            button(titled: title, in: host.window).map { $0.convert($0.bounds, to: host.window) }
        }
    }

    func alert(_ fixture: Fixture, actions: [(String, UIAlertAction.Style)], style: UIAlertController.Style = .alert) -> UIAlertController {
        let alert = UIAlertController(title: "Delete the photo?", message: "It will be gone for good.", preferredStyle: style)
        for (title, actionStyle) in actions {
            alert.addAction(UIAlertAction(title: title, style: actionStyle) { [log = fixture.log, a = fixture.a] action in
                log.append("handler(\(action.title ?? "")) presented: \(a.presentedViewController != nil)")
            })
        }
        return alert
    }

    @Test func anAlertIsACardInTheMiddleWithTwoActionsSideBySideTheCancelOnTheLeft() throws {
        let fixture = Fixture()
        let alert = alert(fixture, actions: [("Delete", .destructive), ("Cancel", .cancel)])
        fixture.present(alert)
        let cancel = try #require(fixture.frame(of: "Cancel")), delete = try #require(fixture.frame(of: "Delete"))
        #expect(cancel.width == 135 && delete.width == 135)
        #expect(abs(cancel.minX - (390 - 270) / 2) < 1e-9)
        #expect(delete.minX == cancel.maxX)
        #expect(cancel.minY == delete.minY)
        #expect(alert.view.frame == fixture.host.window.bounds)
        #expect(fixture.a.view.window != nil)  // over full screen: the presenter stays
    }

    @Test func threeActionsAreStackedWithTheCancelLast() throws {
        let fixture = Fixture()
        let alert = alert(fixture, actions: [("Cancel", .cancel), ("Keep", .default), ("Delete", .destructive)])
        fixture.present(alert)
        let keep = try #require(fixture.frame(of: "Keep")), delete = try #require(fixture.frame(of: "Delete"))
        let cancel = try #require(fixture.frame(of: "Cancel"))
        #expect(keep.width == 270)
        #expect(delete.minY == keep.maxY && cancel.minY == delete.maxY)
    }

    @Test func choosingAnActionDismissesTheAlertThenRunsItsHandler() {
        let fixture = Fixture()
        let alert = alert(fixture, actions: [("Delete", .destructive), ("Cancel", .cancel)])
        fixture.present(alert)
        fixture.tap("Delete")
        #expect(fixture.log.entries.filter { $0.hasPrefix("handler") } == ["handler(Delete) presented: false"])
        #expect(fixture.a.presentedViewController == nil)
        #expect(alert.view.window == nil)
    }

    @Test func aDisabledActionIgnoresTaps() {
        let fixture = Fixture()
        let alert = alert(fixture, actions: [("Save", .default), ("Cancel", .cancel)])
        alert.actions[0].isEnabled = false
        fixture.present(alert)
        fixture.tap("Save")
        #expect(fixture.log.entries.filter { $0.hasPrefix("handler") }.isEmpty)
        #expect(fixture.a.presentedViewController === alert)
    }

    @Test func aSecondCancelActionIsRefusedWithUIKitsMessage() {
        let fixture = Fixture()
        let alert = alert(fixture, actions: [("Cancel", .cancel), ("Never mind", .cancel)])
        #expect(alert.actions.map(\.title) == ["Cancel"])
        #expect(fixture.host.diagnostics == [
            "NSInternalInconsistencyException, reason: 'UIAlertController can only have one action with a style of UIAlertActionStyleCancel'; the call was refused.",
        ])
    }

    @Test func thePreferredActionMustBeOneOfTheActions() {
        let fixture = Fixture()
        let alert = alert(fixture, actions: [("OK", .default)])
        alert.preferredAction = UIAlertAction(title: "Other", style: .default)
        #expect(alert.preferredAction == nil)
        #expect(fixture.host.diagnostics.count == 1)
        alert.preferredAction = alert.actions[0]
        #expect(alert.preferredAction === alert.actions[0])
    }

    @Test func aCompactActionSheetSitsAtTheBottomWithItsCancelApart() throws {
        let fixture = Fixture()
        let sheet = alert(fixture, actions: [("Share", .default), ("Delete", .destructive), ("Cancel", .cancel)], style: .actionSheet)
        fixture.present(sheet)
        let share = try #require(fixture.frame(of: "Share")), delete = try #require(fixture.frame(of: "Delete"))
        let cancel = try #require(fixture.frame(of: "Cancel"))
        let bottom = fixture.host.window.bounds.maxY - fixture.host.window.safeAreaInsets.bottom
        #expect(cancel.maxY == bottom)
        #expect(cancel.minY == delete.maxY + 8)
        #expect(delete.minY == share.maxY)
        #expect(share.width == 374)
    }

    @Test func aTapAroundACompactActionSheetChoosesItsCancelAction() {
        let fixture = Fixture()
        let sheet = alert(fixture, actions: [("Share", .default), ("Cancel", .cancel)], style: .actionSheet)
        fixture.present(sheet)
        fixture.host.tap(at: CGPoint(x: 195, y: 200))
        fixture.host.runUntilIdle()
        #expect(fixture.log.entries.filter { $0.hasPrefix("handler") } == ["handler(Cancel) presented: false"])
    }

    @Test func aRegularActionSheetIsAPopoverWithoutItsCancelButton() throws {
        let fixture = Fixture(pad: true)
        let sheet = alert(fixture, actions: [("Share", .default), ("Cancel", .cancel)], style: .actionSheet)
        sheet.popoverPresentationController?.sourceView = fixture.a.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: 500, y: 300, width: 40, height: 40)
        fixture.present(sheet)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(try #require(fixture.frame(of: "Share")).width == 300)
        #expect(fixture.frame(of: "Cancel") == nil)
        fixture.host.tap(at: CGPoint(x: 100, y: 1000))
        fixture.host.runUntilIdle()
        #expect(fixture.log.entries.filter { $0.hasPrefix("handler") } == ["handler(Cancel) presented: false"])
    }

    @Test func aRegularActionSheetWithoutASourceIsRefused() {
        let fixture = Fixture(pad: true)
        let sheet = alert(fixture, actions: [("Share", .default)], style: .actionSheet)
        fixture.present(sheet)
        #expect(fixture.a.presentedViewController == nil)
        #expect(fixture.host.diagnostics.first?.contains("should have a non-nil sourceView or barButtonItem set") == true)
    }
}
