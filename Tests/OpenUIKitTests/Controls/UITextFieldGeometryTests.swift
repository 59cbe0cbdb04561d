import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// A text field's rectangles, intrinsic size and what it shows.
@MainActor
@Suite struct UITextFieldGeometryTests {
    @Test func aRoundedRectFieldIs34PointsHighWithTheSystemFont() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test func aRoundedRectInsetsItsTextBy7Points() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    }

    @Test func aFieldWithoutBorderUsesItsWholeBounds() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(field.textRect(forBounds: field.bounds) == field.bounds)
    }

    @Test func theLeftViewTakesItsWidthFromTheText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 5, width: 20, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 180, height: 30))
    }

    @Test func theIntrinsicWidthFollowsTheText() {
        let short = UITextField(), long = UITextField()
        short.text = "a"
        long.text = "a much longer text"
        #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width)
    }

    @Test func anEmptyFieldIsAsWideAsItsPlaceholder() {
        let empty = UITextField(), filled = UITextField()
        empty.placeholder = "Name"
        filled.text = "Name"
        #expect(empty.intrinsicContentSize == filled.intrinsicContentSize)
    }

    @Test func secureEntryMeasuresABulletPerCharacter() {
        let secure = UITextField(), bullets = UITextField()
        secure.isSecureTextEntry = true
        secure.text = "abc"
        bullets.text = "•••"
        #expect(secure.intrinsicContentSize == bullets.intrinsicContentSize)
        #expect(secure.text == "abc")
    }

    @Test func theClearButtonShowsOnlyWhileThereIsText() {
        let fixture = TextFieldFixture()
        fixture.field.clearButtonMode = .always
        fixture.host.runUntilIdle()
        let clearArea = fixture.field.clearButtonRect(forBounds: fixture.field.bounds)
        #expect(fixture.field.textRect(forBounds: fixture.field.bounds).maxX == 273)
        fixture.field.text = "x"
        #expect(fixture.field.textRect(forBounds: fixture.field.bounds).maxX == clearArea.minX)
    }

    @Test func theTextReadsBackWithItsDefaultAttributes() {
        let field = UITextField()
        field.text = "hello"
        field.font = .systemFont(ofSize: 20)
        let attributed = field.attributedText
        #expect(attributed?.string == "hello")
        #expect((attributed?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
    }

    @Test func theTraitsDefaultToUIKits() {
        let field = UITextField()
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.keyboardType == .default)
        #expect(field.returnKeyType == .default)
        #expect(!field.isSecureTextEntry)
        #expect(field.textContentType == nil)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
    }
}
