import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A text field's editing brings the keyboard up and its end takes it
/// down, announced as UIKit announces them.
@MainActor
@Suite struct KeyboardNotificationTests {
    @MainActor final class Listener {
        var events: [String] = []
        var endFrames: [CGRect] = []
        var durations: [Double] = []
        private var observers: [NSObjectProtocol] = []

        init() {
            let names: [(Notification.Name, String)] = [
                (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
                (UIResponder.keyboardWillShowNotification, "willShow"),
                (UIResponder.keyboardDidShowNotification, "didShow"),
                (UIResponder.keyboardWillHideNotification, "willHide"),
                (UIResponder.keyboardDidHideNotification, "didHide"),
                (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            ]
            for (name, label) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                    MainActor.assumeIsolated {
                        self.events.append(label)
                        if label.hasPrefix("will"), let end, let duration {
                            self.endFrames.append(end)
                            self.durations.append(duration)
                        }
                    }
                })
            }
        }

        func stop() {
            observers.forEach(NotificationCenter.default.removeObserver)
        }
    }

    func fields(in host: TestHost) -> (UITextField, UITextField) {
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        host.window.addSubview(first)
        host.window.addSubview(second)
        return (first, second)
    }

    @Test func editingShowsTheKeyboardAndEndingHidesIt() {
        let host = TestHost()
        UIApplication.shared.softwareKeyboardHeight = 336
        let (field, _) = fields(in: host)
        let listener = Listener()
        defer { listener.stop() }
        field.becomeFirstResponder()
        #expect(listener.events == ["willChangeFrame", "willShow"])
        host.advance(by: 0.3)
        #expect(listener.events == ["willChangeFrame", "willShow", "didShow", "didChangeFrame"])
        field.resignFirstResponder()
        host.runUntilIdle()
        #expect(listener.events == [
            "willChangeFrame", "willShow", "didShow", "didChangeFrame",
            "willChangeFrame", "willHide", "didHide", "didChangeFrame",
        ])
        #expect(listener.endFrames == [
            CGRect(x: 0, y: 508, width: 390, height: 336), CGRect(x: 0, y: 508, width: 390, height: 336),
            CGRect(x: 0, y: 844, width: 390, height: 336), CGRect(x: 0, y: 844, width: 390, height: 336),
        ])
        #expect(listener.durations.allSatisfy { $0 == 0.25 })
    }

    @Test func movingBetweenTextFieldsKeepsTheKeyboardUpSilently() {
        let host = TestHost()
        let (first, second) = fields(in: host)
        first.becomeFirstResponder()
        host.runUntilIdle()
        let listener = Listener()
        defer { listener.stop() }
        second.becomeFirstResponder()
        host.runUntilIdle()
        #expect(second.isFirstResponder)
        #expect(listener.events.isEmpty)
    }

    @Test func aHardwareKeyboardIsAnnouncedWithAZeroHeightFrame() {
        let host = TestHost()
        let (field, _) = fields(in: host)
        let listener = Listener()
        defer { listener.stop() }
        field.becomeFirstResponder()
        host.runUntilIdle()
        #expect(listener.events == ["willChangeFrame", "willShow", "didShow", "didChangeFrame"])
        #expect(listener.endFrames.first == CGRect(x: 0, y: 844, width: 390, height: 0))
    }
}
