import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A text field's editing: its delegate's calls, control events and
/// notifications, in order, driven by taps and typed keys.
@MainActor
@Suite struct UITextFieldEditingTests {
    @Test func aTapBeginsEditingAskingTheDelegateFirst() {
        let fixture = TextFieldFixture()
        fixture.tapField()
        #expect(fixture.log.entries == [
            "shouldBeginEditing", "didBeginEditing", "editingDidBegin", "textDidBeginEditingNotification",
        ])
        #expect(fixture.field.isEditing)
        #expect(fixture.field.isFirstResponder)
    }

    @Test func aDelegateThatRefusesKeepsTheFieldFromEditing() {
        let fixture = TextFieldFixture()
        fixture.delegate.allowsBegin = false
        fixture.tapField()
        #expect(fixture.log.entries == ["shouldBeginEditing"])
        #expect(!fixture.field.isEditing)
        #expect(!fixture.field.isFirstResponder)
    }

    @Test func eachTypedKeyIsAskedThenChangesTheText() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.host.typeText("hi")
        #expect(fixture.field.text == "hi")
        #expect(fixture.log.entries == [
            "shouldChange(0,0,h)", "didChangeSelection", "editingChanged", "textDidChangeNotification",
            "shouldChange(1,0,i)", "didChangeSelection", "editingChanged", "textDidChangeNotification",
        ])
    }

    @Test func aRefusedChangeLeavesTheTextAsItWas() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.delegate.allowsChange = false
        fixture.host.typeText("x")
        #expect(fixture.field.text == "")
        #expect(fixture.log.entries == ["shouldChange(0,0,x)"])
    }

    @Test func deleteRemovesTheLastCharacterWithItsUTF16Range() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.host.typeText("a😀")
        fixture.log.clear()
        fixture.host.typeText("\u{8}")
        #expect(fixture.field.text == "a")
        #expect(fixture.log.entries.first == "shouldChange(1,2,)")
    }

    @Test func deleteOnAnEmptyFieldAsksNothing() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.host.typeText("\u{8}")
        #expect(fixture.log.entries == [])
    }

    @Test func resigningAsksTheDelegateThenEndsEditing() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        #expect(fixture.field.resignFirstResponder())
        #expect(fixture.log.entries == [
            "shouldEndEditing", "didEndEditing(committed)", "editingDidEnd", "textDidEndEditingNotification",
        ])
        #expect(!fixture.field.isEditing)
    }

    @Test func aDelegateThatRefusesKeepsTheFieldEditing() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.delegate.allowsEnd = false
        #expect(!fixture.field.resignFirstResponder())
        #expect(fixture.log.entries == ["shouldEndEditing"])
        #expect(fixture.field.isFirstResponder)
    }

    @Test func theReturnKeyAsksTheDelegateAndTriggersThePrimaryActionWithoutResigning() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.host.typeText("\n")
        #expect(fixture.log.entries == ["shouldReturn", "primaryActionTriggered"])
        #expect(fixture.field.isEditing)
        #expect(fixture.field.text == "")
    }

    @Test func theReturnKeyResignsWhenSomethingListensForEditingDidEndOnExit() {
        let fixture = TextFieldFixture()
        fixture.field.addAction(UIAction { [log = fixture.log] _ in log.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        fixture.beginEditing()
        fixture.host.typeText("\n")
        #expect(fixture.log.entries == [
            "shouldReturn", "primaryActionTriggered", "editingDidEndOnExit",
            "shouldEndEditing", "didEndEditing(committed)", "editingDidEnd", "textDidEndEditingNotification",
        ])
        #expect(!fixture.field.isEditing)
    }

    @Test func aDelegateThatRefusesTheReturnKeyGetsNoEvents() {
        let fixture = TextFieldFixture()
        fixture.delegate.allowsReturn = false
        fixture.beginEditing()
        fixture.host.typeText("\n")
        #expect(fixture.log.entries == ["shouldReturn"])
    }

    @Test func theReturnKeyDoesNothingOnAnEmptyFieldThatEnablesItAutomatically() {
        let fixture = TextFieldFixture()
        fixture.field.enablesReturnKeyAutomatically = true
        fixture.beginEditing()
        fixture.host.typeText("\n")
        #expect(fixture.log.entries == [])
    }

    @Test func leavingTheWindowEndsEditingWithoutAsking() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.field.removeFromSuperview()
        #expect(fixture.log.entries == ["didEndEditing(committed)", "editingDidEnd", "textDidEndEditingNotification"])
        #expect(!fixture.field.isFirstResponder)
    }

    @Test func endEditingByForceDoesNotAskTheDelegate() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.delegate.allowsEnd = false
        #expect(fixture.host.window.endEditing(true))
        #expect(fixture.log.entries == ["didEndEditing(committed)", "editingDidEnd", "textDidEndEditingNotification"])
    }

    @Test func endEditingWithoutForceAsksTheDelegate() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.delegate.allowsEnd = false
        #expect(!fixture.host.window.endEditing(false))
        #expect(fixture.field.isEditing)
    }

    @Test func keysWithNoTextFieldEditingAreDropped() {
        let fixture = TextFieldFixture()
        fixture.host.typeText("abc")
        #expect(fixture.field.text == "")
        #expect(fixture.log.entries == [])
        #expect(fixture.host.diagnostics.isEmpty)
    }

    @Test func settingTheTextTellsNoOne() {
        let fixture = TextFieldFixture()
        fixture.beginEditing()
        fixture.field.text = "set"
        fixture.field.text = nil
        #expect(fixture.field.text == "")
        #expect(fixture.log.entries == [])
    }

    @Test func clearsOnBeginEditingAsksTheDelegateToClear() {
        let fixture = TextFieldFixture()
        fixture.field.text = "old"
        fixture.field.clearsOnBeginEditing = true
        fixture.tapField()
        #expect(fixture.field.text == "")
        #expect(fixture.log.entries.prefix(3) == ["shouldBeginEditing", "shouldClear", "didBeginEditing"])
    }

    @Test func theClearButtonEmptiesTheText() {
        let fixture = TextFieldFixture()
        fixture.field.clearButtonMode = .whileEditing
        fixture.beginEditing()
        fixture.host.typeText("abc")
        fixture.host.runUntilIdle()
        fixture.log.clear()
        let button = fixture.field.clearButtonRect(forBounds: fixture.field.bounds)
        fixture.host.tap(at: fixture.field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        fixture.host.runUntilIdle()
        #expect(fixture.field.text == "")
        #expect(fixture.log.entries == ["shouldClear", "didChangeSelection", "editingChanged", "textDidChangeNotification"])
        #expect(fixture.field.isEditing)
    }

    @Test func aDisabledFieldDoesNotBeginEditing() {
        let fixture = TextFieldFixture()
        fixture.field.isEnabled = false
        fixture.tapField()
        #expect(!fixture.field.isEditing)
        #expect(fixture.log.entries == [])
    }

    @Test func aFieldOutsideAWindowDoesNotBeginEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing)
    }

    @Test func tappingAnotherFieldMovesEditingToIt() {
        let fixture = TextFieldFixture()
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 280, height: 34))
        fixture.field.superview?.addSubview(other)
        fixture.beginEditing()
        fixture.host.tap(at: CGPoint(x: 100, y: 217))
        fixture.host.runUntilIdle()
        #expect(other.isEditing)
        #expect(!fixture.field.isEditing)
        #expect(fixture.log.entries == [
            "shouldEndEditing", "didEndEditing(committed)", "editingDidEnd", "textDidEndEditingNotification",
        ])
    }

    @Test func aPrimaryActionGivenAtInitRunsOnReturn() {
        let fixture = TextFieldFixture()
        var ran = 0
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 34), primaryAction: UIAction { _ in ran += 1 })
        fixture.field.superview?.addSubview(field)
        field.becomeFirstResponder()
        fixture.host.typeText("\n")
        #expect(ran == 1)
    }

    @Test func aBackgroundTapRecognizerEndsEditingButATapOnTheFieldStillBeginsIt() throws {
        let fixture = TextFieldFixture()
        let background = try #require(fixture.field.superview)
        background.addGestureRecognizer(UITapGestureRecognizer(handler: { [unowned background] gesture in
            if gesture.state == .ended { background.endEditing(true) }
        }))
        fixture.tapField()
        #expect(fixture.field.isEditing)
        fixture.host.tap(at: CGPoint(x: 100, y: 400))
        fixture.host.runUntilIdle()
        #expect(!fixture.field.isEditing)
    }
}
