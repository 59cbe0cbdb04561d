import Foundation

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

    /// The storage in `slot`, made on first use.
    static func made(in slot: inout AccessibilityStorage?) -> AccessibilityStorage {
        if let storage = slot { return storage }
        let storage = AccessibilityStorage()
        slot = storage
        return storage
    }
}
