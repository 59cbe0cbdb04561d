import Foundation

extension UITextField {
    /// The border a text field draws around its text, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A bezelled rectangle (a grey frame).
        case bezel = 2
        /// A white card with rounded corners and a light grey hairline, as
        /// iOS 17 draws it.
        case roundedRect = 3
    }
}
