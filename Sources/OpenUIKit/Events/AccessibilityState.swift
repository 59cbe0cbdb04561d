import Foundation

/// One app's accessibility state: the host's settings and the
/// notifications posted (see ``UIAccessibility``).
@MainActor
final class AccessibilityState {
    /// The current runtime's state.
    static var current: AccessibilityState { UIKitRuntime.current.accessibility }

    /// The host's settings.
    var settings = UIAccessibility.Settings()
    /// The notifications posted, oldest first.
    var posted: [(notification: UIAccessibility.Notification, argument: Any?)] = []

    init() {}
}
