import Foundation

extension UIMenuElement {
    /// Whether a menu element shows as on, off or mixed.
    public enum State: Int, Sendable {
        /// Off (the default).
        case off = 0
        /// On (a checkmark in a menu).
        case on = 1
        /// Mixed.
        case mixed = 2
    }
}
