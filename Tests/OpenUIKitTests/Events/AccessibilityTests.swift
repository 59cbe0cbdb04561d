import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Accessibility properties: UIKit's defaults for views, labels, buttons,
/// image views and bar items, what an app sets, and the host's settings.
@MainActor
@Suite struct AccessibilityTests {
    @Test func aLabelIsAnElementNamedByItsTextUntilTheAppNamesIt() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Messages"
        #expect(label.accessibilityLabel == "Messages")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")
    }

    @Test func aPlainViewIsNoElementAndHasNoLabel() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        view.accessibilityHint = "Opens the photo"
        view.accessibilityIdentifier = "photo"
        #expect(view.isAccessibilityElement && view.accessibilityHint == "Opens the photo")
        #expect(view.accessibilityIdentifier == "photo")
    }

    @Test func aButtonsTraitsFollowItsState() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        #expect(UIImageView().accessibilityTraits == .image)
    }

    @Test func aViewsAccessibilityFrameIsItsBoundsOnTheScreen() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let inner = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        view.addSubview(inner)
        host.window.addSubview(view)
        #expect(inner.accessibilityFrame == CGRect(x: 15, y: 26, width: 7, height: 8))
        inner.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(inner.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aBarItemIsAButtonNamedByItsTitle() {
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(item.isAccessibilityElement)
        #expect(item.accessibilityLabel == "Done")
        #expect(item.accessibilityTraits == .button)
        item.isEnabled = false
        #expect(item.accessibilityTraits == [.button, .notEnabled])
        item.accessibilityLabel = "Finish"
        #expect(item.accessibilityLabel == "Finish")
    }

    @Test func theHostsSettingsAreReadAndTheirChangesPosted() {
        let host = TestHost()
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        var posted: [Notification.Name] = []
        let names = [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { posted.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        var settings = UIAccessibility.settings
        settings.isReduceMotionEnabled = true
        UIAccessibility.settings = settings
        UIAccessibility.settings = settings
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(posted == [UIAccessibility.reduceMotionStatusDidChangeNotification])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func postedNotificationsAreRecordedForTheCurrentApp() {
        _ = TestHost()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        let posted = UIAccessibility.postedNotifications
        #expect(posted.map(\.notification) == [.announcement, .screenChanged])
        #expect(posted.first?.argument as? String == "Saved")
        _ = TestHost()
        #expect(UIAccessibility.postedNotifications.isEmpty)
    }
}
