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

/// What one object was told about its accessibility; nil fields keep the
/// object's default.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
}
