import Foundation

/// The state of assistive technologies and the announcements an app makes
/// to them (UIKit's `UIAccessibility` namespace).
///
/// Linux has no VoiceOver, Switch Control or accessibility settings that
/// reach UIKit: every flag is false unless the host says otherwise through
/// ``settings`` (an OpenUIKit addition, per app: each `TestHost` starts
/// with all of them off), and changing a flag there posts UIKit's status
/// notification for it. ``post(notification:argument:)`` reaches no screen
/// reader; it is recorded in ``postedNotifications`` for tests.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// What an app tells assistive technologies.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        /// UIKit's numeric value.
        public let rawValue: UInt32

        /// Creates a notification from UIKit's numeric value.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The screen changed: the argument is the element to move to (or nil).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed: the argument is the element to move to (or nil).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement: the argument is the text to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled: the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// The assistive settings a host reports (all off by default). An
    /// OpenUIKit addition.
    public struct Settings: Equatable, Sendable {
        /// VoiceOver is running.
        public var isVoiceOverRunning = false
        /// Switch Control is running.
        public var isSwitchControlRunning = false
        /// The user asked for less motion.
        public var isReduceMotionEnabled = false
        /// The user asked for less transparency.
        public var isReduceTransparencyEnabled = false
        /// The user asked for bold text.
        public var isBoldTextEnabled = false
        /// The user asked for darker system colours.
        public var isDarkerSystemColorsEnabled = false
        /// Colours are shown in greys.
        public var isGrayscaleEnabled = false
        /// Colours are inverted.
        public var isInvertColorsEnabled = false

        /// All off.
        public init() {}
    }

    /// Posted when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    nonisolated public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Motion is turned on or off.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency is turned on or off.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text is turned on or off.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast is turned on or off.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Grayscale is turned on or off.
    nonisolated public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Invert Colors is turned on or off.
    nonisolated public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")

    /// The settings the host reports for the current app; setting a
    /// different value posts the status notification of each flag that
    /// changed. An OpenUIKit addition for hosts and tests.
    public static var settings: Settings {
        get { AccessibilityState.current.settings }
        set {
            let old = AccessibilityState.current.settings
            AccessibilityState.current.settings = newValue
            let flags: [(KeyPath<Settings, Bool>, Foundation.Notification.Name)] = [
                (\.isVoiceOverRunning, voiceOverStatusDidChangeNotification),
                (\.isSwitchControlRunning, switchControlStatusDidChangeNotification),
                (\.isReduceMotionEnabled, reduceMotionStatusDidChangeNotification),
                (\.isReduceTransparencyEnabled, reduceTransparencyStatusDidChangeNotification),
                (\.isBoldTextEnabled, boldTextStatusDidChangeNotification),
                (\.isDarkerSystemColorsEnabled, darkerSystemColorsStatusDidChangeNotification),
                (\.isGrayscaleEnabled, grayscaleStatusDidChangeNotification),
                (\.isInvertColorsEnabled, invertColorsStatusDidChangeNotification),
            ]
            for (flag, name) in flags where old[keyPath: flag] != newValue[keyPath: flag] {
                NotificationCenter.default.post(name: name, object: nil)
            }
        }
    }

    /// Whether VoiceOver is running (``settings``).
    public static var isVoiceOverRunning: Bool { settings.isVoiceOverRunning }
    /// Whether Switch Control is running (``settings``).
    public static var isSwitchControlRunning: Bool { settings.isSwitchControlRunning }
    /// Whether Reduce Motion is on (``settings``). OpenUIKit's own
    /// transitions do not change with it; apps read it.
    public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    /// Whether Reduce Transparency is on (``settings``).
    public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    /// Whether Bold Text is on (``settings``).
    public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }
    /// Whether Increase Contrast is on (``settings``).
    public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    /// Whether Grayscale is on (``settings``).
    public static var isGrayscaleEnabled: Bool { settings.isGrayscaleEnabled }
    /// Whether Invert Colors is on (``settings``).
    public static var isInvertColorsEnabled: Bool { settings.isInvertColorsEnabled }

    /// Tells assistive technologies about a change or makes an
    /// announcement. No screen reader runs on Linux: the call is recorded
    /// in ``postedNotifications``.
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityState.current.posted.append((notification, argument))
    }

    /// What ``post(notification:argument:)`` was called with in the current
    /// app, oldest first. An OpenUIKit addition for tests.
    public static var postedNotifications: [(notification: Notification, argument: Any?)] {
        AccessibilityState.current.posted
    }
}
