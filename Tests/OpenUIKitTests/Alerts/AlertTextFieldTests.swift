import Foundation
import Testing
import UIKit
import OpenUIKitTesting
@testable import GalleryExamples

/// An alert's text fields: added, edited by typed keys, moved through with
/// the return key, read in the actions' handlers.
@MainActor
@Suite struct AlertTextFieldTests {
    typealias Fixture = UIAlertControllerTests.Fixture

    /// The gallery's sign-in alert (a name and a password field, Cancel and
    /// "Sign In", preferred); its handler logs both texts.
    func signIn(_ fixture: Fixture) -> UIAlertController {
        AlertsExampleController.makeSignInAlert { [log = fixture.log] name, password in
            log.append("signIn([\"\(name)\", \"\(password)\"])")
        }
    }

    @Test func textFieldsAreListedInTheOrderAdded() {
        let fixture = Fixture()
        let alert = signIn(fixture)
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    }

    @Test func anActionSheetRefusesTextFieldsWithUIKitsMessage() {
        let fixture = Fixture()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(fixture.host.diagnostics.contains {
            $0.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        })
    }

    @Test func theFirstFieldBeginsEditingWhenTheAlertHasAppeared() {
        let fixture = Fixture()
        let alert = signIn(fixture)
        fixture.present(alert)
        #expect(alert.textFields?.first?.isEditing == true)
        fixture.host.typeText("Ada")
        #expect(alert.textFields?.first?.text == "Ada")
    }

    @Test func theReturnKeyMovesToTheNextFieldThenChoosesThePreferredAction() {
        let fixture = Fixture()
        let alert = signIn(fixture)
        fixture.present(alert)
        fixture.host.typeText("Ada\nsecret")
        #expect(alert.textFields?.last?.isEditing == true)
        fixture.host.typeText("\n")
        fixture.host.runUntilIdle()
        #expect(fixture.log.entries == ["signIn([\"Ada\", \"secret\"])"])
        #expect(fixture.a.presentedViewController == nil)
        #expect(alert.textFields?.contains { $0.isFirstResponder } == false)
    }

    @Test func withoutAPreferredActionTheReturnKeyInTheLastFieldDoesNothing() {
        let fixture = Fixture()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        fixture.present(alert)
        fixture.host.typeText("x\n")
        fixture.host.runUntilIdle()
        #expect(fixture.a.presentedViewController === alert)
        #expect(alert.textFields?.first?.isEditing == true)
    }

    @Test func aTapOnTheSecondFieldMovesEditingToIt() throws {
        let fixture = Fixture()
        let alert = signIn(fixture)
        fixture.present(alert)
        let second = try #require(alert.textFields?.last)
        fixture.host.tap(at: second.convert(CGPoint(x: second.bounds.midX, y: second.bounds.midY), to: fixture.host.window))
        fixture.host.runUntilIdle()
        #expect(second.isEditing)
        #expect(alert.textFields?.first?.isEditing == false)
        #expect(fixture.a.presentedViewController === alert)
    }

    @Test func typingCanEnableAnAction() {
        let fixture = Fixture()
        let alert = UIAlertController(title: "New Folder", message: nil, preferredStyle: .alert)
        let create = UIAlertAction(title: "Create", style: .default)
        create.isEnabled = false
        alert.addTextField { field in
            field.addAction(UIAction { [unowned field] _ in create.isEnabled = !(field.text ?? "").isEmpty }, for: .editingChanged)
        }
        alert.addAction(create)
        fixture.present(alert)
        #expect(button(titled: "Create", in: fixture.host.window)?.isEnabled == false)
        fixture.host.typeText("Photos")
        fixture.host.runUntilIdle()
        #expect(button(titled: "Create", in: fixture.host.window)?.isEnabled == true)
        fixture.tap("Create")
        #expect(fixture.a.presentedViewController == nil)
    }

    @Test func theFieldsSitBetweenTheMessageAndTheActions() throws {
        let fixture = Fixture()
        let alert = signIn(fixture)
        fixture.present(alert)
        let name = try #require(alert.textFields?.first), password = try #require(alert.textFields?.last)
        let nameFrame = name.convert(name.bounds, to: fixture.host.window)
        let passwordFrame = password.convert(password.bounds, to: fixture.host.window)
        let signInFrame = try #require(fixture.frame(of: "Sign In"))
        #expect(nameFrame.height == 30)
        #expect(passwordFrame.minY == nameFrame.maxY)
        #expect(signInFrame.minY > passwordFrame.maxY)
        #expect(nameFrame.width == 226)
    }

    @Test func cancellingEndsEditingAndKeepsTheText() {
        let fixture = Fixture()
        let alert = signIn(fixture)
        fixture.present(alert)
        fixture.host.typeText("Ada")
        fixture.tap("Cancel")
        #expect(fixture.a.presentedViewController == nil)
        #expect(alert.textFields?.first?.isEditing == false)
        #expect(alert.textFields?.first?.text == "Ada")
    }
}
