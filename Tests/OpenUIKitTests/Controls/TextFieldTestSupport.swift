import Foundation
import UIKit
import OpenUIKitTesting

/// A text-field delegate that logs each call and answers as told.
@MainActor
final class LoggingTextFieldDelegate: UITextFieldDelegate {
    let log: Log
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsClear = true
    var allowsReturn = true

    init(log: Log) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBeginEditing")
        return allowsBegin
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBeginEditing") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEndEditing")
        return allowsEnd
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEndEditing(\(reason == .committed ? "committed" : "cancelled"))")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(string))")
        return allowsChange
    }

    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return allowsReturn
    }
}

/// A text field in a window on a test host, its delegate, control events
/// and notifications logged in one log.
@MainActor
final class TextFieldFixture {
    let host = TestHost()
    let log = Log()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
    let delegate: LoggingTextFieldDelegate
    private var observers: [any NSObjectProtocol] = []

    init() {
        delegate = LoggingTextFieldDelegate(log: log)
        let root = UIViewController()
        host.window.rootViewController = root
        host.turn()
        field.borderStyle = .roundedRect
        field.delegate = delegate
        root.view.addSubview(field)
        let events: [(String, UIControl.Event)] = [
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
            ("primaryActionTriggered", .primaryActionTriggered),
        ]
        for (name, event) in events {
            field.addAction(UIAction { [log] _ in log.append(name) }, for: event)
        }
        let names: [(String, Notification.Name)] = [
            ("textDidBeginEditingNotification", UITextField.textDidBeginEditingNotification),
            ("textDidChangeNotification", UITextField.textDidChangeNotification),
            ("textDidEndEditingNotification", UITextField.textDidEndEditingNotification),
        ]
        for (name, notification) in names {
            observers.append(NotificationCenter.default.addObserver(forName: notification, object: field, queue: nil) { [log] _ in
                MainActor.assumeIsolated { log.append(name) }
            })
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Taps the middle of the field and lets the turn finish.
    func tapField() {
        host.tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
        host.runUntilIdle()
    }

    /// Begins editing by a tap and clears the log.
    func beginEditing() {
        tapField()
        log.clear()
    }
}
