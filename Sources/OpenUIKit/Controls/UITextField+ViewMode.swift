import Foundation

extension UITextField {
    /// When an overlay view (the clear button, the left or right view)
    /// shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the text field is editing.
        case whileEditing = 1
        /// Only while it is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3

        /// Whether a view in this mode shows when `editing`.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }
}
