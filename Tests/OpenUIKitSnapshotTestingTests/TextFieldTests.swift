import Foundation
import SnapshotTesting
import Testing
import UIKit
import OpenUIKitSnapshotTesting
@testable import GalleryExamples

/// Text fields in each border style, compared with the PNGs in
/// `__Snapshots__/TextFieldTests`.
@MainActor
@Suite struct TextFieldTests {
    /// On a grouped background at 2x: a placeholder without border, a line,
    /// a bezel, a rounded rectangle with text, one editing (insertion point
    /// and clear button) and a secure one.
    @Test func eachBorderStyleAtRestAndEditing() {
        let host = TestHost(screenSize: CGSize(width: 320, height: 330), scale: 2)
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        host.window.rootViewController = root
        let fields: [(UITextField.BorderStyle, String?, String?)] = [
            (.none, nil, "Placeholder, no border"), (.line, "Line", nil), (.bezel, "Bezel", nil),
            (.roundedRect, "Rounded rectangle", nil), (.roundedRect, "Editing", nil), (.roundedRect, "secret", nil),
        ]
        var editing: UITextField?
        for (index, (style, text, placeholder)) in fields.enumerated() {
            let field = UITextField(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 50, width: 280, height: 34))
            field.borderStyle = style
            field.text = text
            field.placeholder = placeholder
            field.clearButtonMode = .whileEditing
            field.isSecureTextEntry = text == "secret"
            root.view.addSubview(field)
            if text == "Editing" { editing = field }
        }
        host.runUntilIdle()
        editing?.becomeFirstResponder()
        host.typeText("!")
        host.runUntilIdle()
        assertSnapshot(of: host, as: .image)
    }

    /// The gallery's sign-in alert over "A" (390 × 844 at 1x): two text fields in their
    /// box, the name typed, the password field empty with its placeholder.
    @Test func anAlertWithTwoTextFields() {
        let (host, a) = hostShowingA()
        let alert = AlertsExampleController.makeSignInAlert { _, _ in }
        a.present(alert, animated: true)
        host.runUntilIdle()
        host.typeText("Ada")
        host.runUntilIdle()
        assertSnapshot(of: host, as: .image)
    }
}
